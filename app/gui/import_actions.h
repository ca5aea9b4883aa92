// Getting files in: File > Import Hugging Face config.json…, and a preset or a config.json
// dropped anywhere on the window — charts, text panels and fields included (their own drop
// handling would take the file's path as text or refuse it).
#pragma once

#include <QObject>
#include <QPointer>
#include <QString>

class QMenu;

namespace stepbudget {

class MainWindow;

// Adds File > Import… to `file_menu` and installs the window-wide drop handling.
void addImportActions(MainWindow* window, QMenu* file_menu);

// Opens what the user chose or dropped: a Hugging Face config.json as an undoable replacement
// of the model section, anything else as a preset (asking to save edits first). On failure,
// `error` gets the message when given, else a dialog shows it.
bool openAnyFile(MainWindow* window, const QString& path, QString* error = nullptr);
bool importHfConfig(MainWindow* window, const QString& path, QString* error = nullptr);

// Sees every drag and drop aimed at a widget of `window` (an application event filter) and
// takes a single local .json file for openAnyFile.
class FileDropFilter : public QObject {
    Q_OBJECT
public:
    explicit FileDropFilter(MainWindow* window);
    ~FileDropFilter() override;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    QPointer<MainWindow> m_window;
};

}  // namespace stepbudget
