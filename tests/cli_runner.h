// Runs stepbudget-cli as users script it: a real process, its exit code, stdout and stderr.
#pragma once

#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QProcess>
#include <QStringList>
#include <limits>

#include "presets.h"

namespace stepbudget::test {

struct Run {
    int exit_code = -1;
    QByteArray out;
    QByteArray err;
};

inline Run cli(const QStringList& args) {
    QProcess p;
    p.start(QStringLiteral(STEPBUDGET_CLI), args);
    p.waitForFinished(60000);
    return {p.exitCode(), p.readAllStandardOutput(), p.readAllStandardError()};
}

inline QString presetFile(const char* name) {
    return QString::fromStdString(presetPath(name));
}

// A number at a dotted path with array indices ("checkpoint.async.snapshots.0.commit_s"); NaN
// when the path does not name a number.
inline double jsonAt(const QJsonObject& root, const QString& dotted) {
    QJsonValue v = root;
    for (const QString& part : dotted.split('.')) {
        bool index = false;
        const int i = part.toInt(&index);
        v = index ? v.toArray().at(i) : v.toObject().value(part);
    }
    return v.toDouble(std::numeric_limits<double>::quiet_NaN());
}

}  // namespace stepbudget::test
