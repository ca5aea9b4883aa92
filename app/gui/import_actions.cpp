#include "app/gui/import_actions.h"

#include <QApplication>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>
#include <QMimeData>
#include <QStatusBar>
#include <QTimer>

#include "app/gui/controller.h"
#include "app/gui/main_window.h"
#include "model/base/derivation.h"
#include "model/io/hf_config.h"
#include "model/shape/catalog_match.h"

namespace stepbudget {

namespace {

// The one local .json file a drag carries, else "".
QString droppedJson(const QMimeData* mime) {
    if (mime == nullptr || !mime->hasUrls()) {
        return QString();
    }
    const QList<QUrl> urls = mime->urls();
    if (urls.size() != 1 || !urls.front().isLocalFile()) {
        return QString();
    }
    const QString path = urls.front().toLocalFile();
    return path.endsWith(QLatin1String(".json"), Qt::CaseInsensitive) ? path : QString();
}

void report(MainWindow* window, const QString& title, const QString& message, QString* error) {
    if (error) {
        *error = message;
    } else {
        QMessageBox::warning(window, title, message);
    }
}

}  // namespace

bool importHfConfig(MainWindow* window, const QString& path, QString* error) {
    const HfImport import = loadHfConfigFile(path.toStdString());
    if (!import.ok()) {
        report(window, MainWindow::tr("Import failed"),
               MainWindow::tr("%1 was not imported; the scenario is unchanged.").arg(path) +
                   QStringLiteral("\n\n") + QString::fromStdString(formatIssues(import.issues)),
               error);
        return false;
    }
    Controller* controller = window->controller();
    Scenario next = controller->scenario();
    applyHfImport(next, import);
    // A folder's name is no model's name: the same shape as a catalog entry is that entry
    // (a Llama-3-8B config.json under "snapshots/abc123" is the catalog's Llama-3-8B).
    if (const ModelShape* known = catalogModelByShape(next.model)) {
        next.model.name = known->name;
    }
    const QString name = QString::fromStdString(next.model.name);
    // One undo step: the rest of the plan (cluster, training, parallelism) stays as it was.
    controller->replaceScenario(next, MainWindow::tr("Import %1 from config.json").arg(name));
    QString message = MainWindow::tr(
                          "Imported %1: %2 parameters from the shape (%3). "
                          "Undo (Ctrl+Z) brings the previous model back.")
                          .arg(name)
                          .arg(QLocale().toString(static_cast<qlonglong>(import.model.params)))
                          .arg(QString::fromStdString(import.family));
    for (const std::string& note : import.notes) {
        message +=
            QStringLiteral(" ") + MainWindow::tr("Note: %1.").arg(QString::fromStdString(note));
    }
    window->statusBar()->showMessage(message, 20000);
    return true;
}

bool openAnyFile(MainWindow* window, const QString& path, QString* error) {
    if (isHfConfigFile(path.toStdString())) {
        return importHfConfig(window, path, error);
    }
    if (!window->maybeSave()) {
        return false;
    }
    return window->openPreset(path, error);
}

void addImportActions(MainWindow* window, QMenu* file_menu) {
    QAction* action = file_menu->addAction(MainWindow::tr("&Import Hugging Face config.json…"));
    action->setToolTip(MainWindow::tr(
        "Use a model's config.json (Llama, Mistral, Mixtral, Qwen2/3, DeepSeek-V2/V3, "
        "GPT-NeoX) as the model: its shape and the parameter count computed from it"));
    QObject::connect(action, &QAction::triggered, window, [window] {
        const QString path = QFileDialog::getOpenFileName(
            window, MainWindow::tr("Import Hugging Face config.json"), QString(),
            MainWindow::tr("Hugging Face config (config.json *.json)"));
        if (!path.isEmpty()) {
            importHfConfig(window, path);
        }
    });
    new FileDropFilter(window);
}

FileDropFilter::FileDropFilter(MainWindow* window) : QObject(window), m_window(window) {
    qApp->installEventFilter(this);
}

FileDropFilter::~FileDropFilter() {
    qApp->removeEventFilter(this);
}

bool FileDropFilter::eventFilter(QObject* watched, QEvent* event) {
    const QEvent::Type type = event->type();
    if (type != QEvent::DragEnter && type != QEvent::DragMove && type != QEvent::Drop) {
        return false;
    }
    auto* widget = qobject_cast<QWidget*>(watched);
    if (widget == nullptr || m_window.isNull() || widget->window() != m_window) {
        return false;
    }
    auto* drop = static_cast<QDropEvent*>(event);  // QDragEnterEvent and QDragMoveEvent too
    const QString path = droppedJson(drop->mimeData());
    if (path.isEmpty()) {
        return false;  // text dragged into a field, a slider handle: theirs
    }
    drop->setDropAction(Qt::CopyAction);
    drop->accept();
    if (type == QEvent::Drop) {
        // After the drag has finished: opening may ask to save, and a modal dialog inside a
        // drop handler would block the source application.
        QTimer::singleShot(0, m_window, [window = m_window, path] {
            if (window) {
                openAnyFile(window, path);
            }
        });
    }
    return true;
}

}  // namespace stepbudget
