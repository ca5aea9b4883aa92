// The start page: the recent files first, then every built-in preset with its description (cut
// at a word, never mid-word), and Browse… for any file on disk — what a new user sees first,
// and what File > Start page brings back.
#pragma once

#include <QDialog>
#include <QString>

class QListWidget;
class QPushButton;

namespace stepbudget {

class StartPage : public QDialog {
    Q_OBJECT
public:
    StartPage(const QStringList& recent_files, QWidget* parent = nullptr);
    QString chosenPath() const { return m_chosen; }
    int count() const;
    QString pathAt(int row) const;
    QString textAt(int row) const;
    QPushButton* browseButton() const { return m_browse; }

private:
    QListWidget* m_list;
    QPushButton* m_browse;
    QString m_chosen;
};

// `text` cut to at most `limit` characters at a word boundary, with "…" when cut.
QString shortenAtWord(const QString& text, int limit);

}  // namespace stepbudget
