// UI state only (style.md): window geometry and docks, language, recent files — behind a small
// typed facade so keys and types live in one place. Scenarios live in JSON files, not here.
#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace stepbudget {

class AppSettings {
public:
    QString language() const;  // "" = follow the system locale
    void setLanguage(const QString& code);
    QByteArray geometry() const;
    void setGeometry(const QByteArray& bytes);
    QByteArray windowState() const;
    void setWindowState(const QByteArray& bytes);
    QStringList recentFiles() const;
    void setRecentFiles(const QStringList& files);
    // The file (or built-in preset) open at the last normal quit; "" for a new scenario.
    QString lastFile() const;
    void setLastFile(const QString& path);
};

}  // namespace stepbudget
