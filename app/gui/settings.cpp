#include "app/gui/settings.h"

#include <QSettings>

namespace stepbudget {

namespace {
const char* const kLanguage = "ui/language";
const char* const kGeometry = "ui/geometry";
const char* const kWindowState = "ui/windowState";
const char* const kRecent = "files/recent";
const char* const kLastFile = "files/last";
}  // namespace

QString AppSettings::language() const {
    return QSettings().value(kLanguage).toString();
}
void AppSettings::setLanguage(const QString& code) {
    QSettings().setValue(kLanguage, code);
}
QByteArray AppSettings::geometry() const {
    return QSettings().value(kGeometry).toByteArray();
}
void AppSettings::setGeometry(const QByteArray& bytes) {
    QSettings().setValue(kGeometry, bytes);
}
QByteArray AppSettings::windowState() const {
    return QSettings().value(kWindowState).toByteArray();
}
void AppSettings::setWindowState(const QByteArray& bytes) {
    QSettings().setValue(kWindowState, bytes);
}
QStringList AppSettings::recentFiles() const {
    return QSettings().value(kRecent).toStringList();
}
void AppSettings::setRecentFiles(const QStringList& files) {
    QSettings().setValue(kRecent, files);
}
QString AppSettings::lastFile() const {
    return QSettings().value(kLastFile).toString();
}
void AppSettings::setLastFile(const QString& path) {
    QSettings().setValue(kLastFile, path);
}

}  // namespace stepbudget
