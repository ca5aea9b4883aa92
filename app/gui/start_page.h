// The start page: every built-in preset with its description, and the recent files — what a
// new user sees first, and what File > Start page brings back.
#pragma once

#include <QDialog>
#include <QString>

class QListWidget;

namespace stepbudget {

class StartPage : public QDialog {
    Q_OBJECT
public:
    StartPage(const QStringList& recent_files, QWidget* parent = nullptr);
    QString chosenPath() const { return m_chosen; }

private:
    QListWidget* m_list;
    QString m_chosen;
};

}  // namespace stepbudget
