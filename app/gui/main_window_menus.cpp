// MainWindow's menus and file actions: New/Open/Save/Save As/Revert, recent files, built-in
// presets, undo/redo, compare (pin A, swap, clear), views, language.
#include <QActionGroup>
#include <QApplication>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenuBar>
#include <QMessageBox>
#include <QPrintDialog>
#include <QPrinter>
#include <QPushButton>
#include <QRegularExpression>
#include <QStatusBar>
#include <QTabWidget>

#include "app/gui/app_shell.h"
#include "app/gui/controller.h"
#include "app/gui/document.h"
#include "app/gui/help_menu.h"
#include "app/gui/import_actions.h"
#include "app/gui/main_window.h"
#include "app/gui/preset_library.h"
#include "app/gui/problems_dialog.h"
#include "app/gui/report.h"
#include "app/gui/start_page.h"
#include "app/gui/view_groups.h"
#include "views/common/chart_export.h"
#include "views/common/export_dialog.h"

namespace stepbudget {

QKeySequence viewShortcut(int tab) {
    if (tab < 9) {
        return QKeySequence(Qt::CTRL | static_cast<Qt::Key>(Qt::Key_1 + tab));
    }
    if (tab < 18) {
        return QKeySequence(Qt::ALT | static_cast<Qt::Key>(Qt::Key_1 + tab - 9));
    }
    return {};
}

void MainWindow::buildMenus() {
    buildFileMenu(menuBar()->addMenu(tr("&File")));

    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    QAction* undo = m_controller->undoStack()->createUndoAction(this, tr("&Undo"));
    undo->setShortcut(QKeySequence::Undo);
    QAction* redo = m_controller->undoStack()->createRedoAction(this, tr("&Redo"));
    redo->setShortcut(QKeySequence::Redo);
    edit->addAction(undo);
    edit->addAction(redo);

    buildCompareMenu(menuBar()->addMenu(tr("&Compare")));

    QMenu* view = menuBar()->addMenu(tr("&View"));
    // Every view by group, each with a shortcut: Ctrl+1 … Ctrl+9 for the first nine tabs,
    // Alt+1 … for the rest (Ctrl+Shift+digit is a different key on many layouts).
    for (const ViewGroup& group : m_view_groups->groups()) {
        view->addSection(group.title);
        for (int i : group.tabs) {
            QAction* action = view->addAction(m_tabs->tabText(i), this,
                                              [this, i] { m_tabs->setCurrentIndex(i); });
            action->setShortcut(viewShortcut(i));
        }
    }
    view->addSeparator();
    for (QDockWidget* dock : findChildren<QDockWidget*>()) {
        view->addAction(dock->toggleViewAction());
    }

    // Language names are shown in their own language, so anyone can find theirs.
    QMenu* language = menuBar()->addMenu(tr("&Language"));
    auto* group = new QActionGroup(this);
    const QString current = qApp->property(kLanguageProperty).toString();
    const std::pair<const char*, QString> languages[] = {{"en", QStringLiteral("English")},
                                                         {"zh_CN", QStringLiteral("中文（简体）")}};
    for (const auto& [code, name] : languages) {
        QAction* action = language->addAction(name);
        action->setCheckable(true);
        action->setChecked(current == QLatin1String(code));
        group->addAction(action);
        const QString c = QString::fromLatin1(code);
        connect(action, &QAction::triggered, this, [this, c] { emit languageRequested(c); });
    }
    addHelpMenu(this);
}

void MainWindow::buildFileMenu(QMenu* file) {
    file->addAction(tr("&New"), QKeySequence::New, this, [this] {
        if (maybeSave()) {
            m_document->newScenario();
        }
    });
    file->addAction(tr("&Open…"), QKeySequence::Open, this, [this] {
        if (!maybeSave()) {
            return;
        }
        const QString path = QFileDialog::getOpenFileName(this, tr("Open preset"), QString(),
                                                          tr("StepBudget presets (*.json)"));
        if (!path.isEmpty()) {
            openPreset(path);
        }
    });
    m_recent_menu = file->addMenu(tr("Open &Recent"));
    addImportActions(this, file);
    QMenu* presets = file->addMenu(tr("&Built-in presets"));
    for (const PresetInfo& preset : builtinPresets()) {
        QAction* action = presets->addAction(preset.name, this, [this, p = preset.path] {
            if (maybeSave()) {
                openPreset(p);
            }
        });
        action->setToolTip(preset.description);
    }
    file->addAction(tr("Start &page…"), this, [this] {
        StartPage page(m_document->recentFiles(), this);
        if (page.exec() == QDialog::Accepted) {
            openAnyFile(this, page.chosenPath());  // asks to save first when it replaces
        }
    });
    file->addSeparator();
    file->addAction(tr("&Save"), QKeySequence::Save, this, [this] { saveCurrent(); });
    file->addAction(tr("Save &As…"), QKeySequence::SaveAs, this, [this] { saveAsDialog(); });
    QAction* revert = file->addAction(tr("Re&vert"), this, [this] {
        QString error;
        const bool had_edits = m_document->isModified();
        if (!m_document->revert(&error)) {
            showMessageAndList(this, tr("Revert"), error);
        } else if (had_edits) {
            statusBar()->showMessage(
                tr("Reverted to the saved file. Undo (Ctrl+Z) brings your edits back."), 15000);
        }
    });
    revert->setToolTip(tr("Go back to the saved file; undoable"));
    file->addSeparator();
    QMenu* export_menu = file->addMenu(tr("&Export"));
    export_menu->addAction(tr("Report as &HTML…"), this,
                           [this] { exportReportDialog(QStringLiteral("html")); });
    export_menu->addAction(tr("Report as &Markdown…"), this,
                           [this] { exportReportDialog(QStringLiteral("md")); });
    export_menu->addAction(tr("Report as &PDF…"), this,
                           [this] { exportReportDialog(QStringLiteral("pdf")); });
    export_menu->addSeparator();
    export_menu->addAction(tr("&Chart…"), this, [this] {
        if (auto* panel = qobject_cast<ChartPanel*>(m_tabs->currentWidget())) {
            exportWithDialog(this, panel->exportItems(), 0);
        }
    });
    export_menu->addAction(tr("&All charts…"), this, [this] { exportAllChartsDialog(); });
    file->addAction(tr("&Print…"), QKeySequence::Print, this, [this] {
        QPrinter printer(QPrinter::HighResolution);
        QPrintDialog dialog(&printer, this);
        if (dialog.exec() == QDialog::Accepted) {
            m_controller->flush();  // a deep pipeline may still be evaluating
            printReport(this, *m_controller, &printer);
        }
    });
    file->addSeparator();
    file->addAction(tr("&Quit"), QKeySequence::Quit, qApp, &QApplication::closeAllWindows);
    connect(m_document, &Document::stateChanged, this, &MainWindow::rebuildRecentMenu);
    rebuildRecentMenu();
}

void MainWindow::rebuildRecentMenu() {
    m_recent_menu->clear();
    const QStringList recent = m_document->recentFiles();
    for (const QString& path : recent) {
        m_recent_menu
            ->addAction(QFileInfo(path).fileName(), this,
                        [this, path] {
                            if (maybeSave()) {
                                openPreset(path);
                            }
                        })
            ->setToolTip(path);
    }
    m_recent_menu->setEnabled(!recent.isEmpty());
}

void MainWindow::buildCompareMenu(QMenu* compare) {
    compare->addAction(tr("&Pin current as baseline A"), QKeySequence(Qt::CTRL | Qt::Key_B),
                       m_controller, &Controller::pinBaseline);
    QAction* swap =
        compare->addAction(tr("&Swap A and B"), m_controller, &Controller::swapWithBaseline);
    QAction* clear =
        compare->addAction(tr("&Clear baseline"), m_controller, &Controller::clearBaseline);
    const auto update = [this, swap, clear] {
        swap->setEnabled(m_controller->hasBaseline());
        clear->setEnabled(m_controller->hasBaseline());
    };
    connect(m_controller, &Controller::baselineChanged, this, update);
    update();
}

void MainWindow::exportReportDialog(const QString& suffix) {
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Export report"), QStringLiteral("stepbudget-report.") + suffix,
        suffix == QLatin1String("md")    ? tr("Markdown (*.md)")
        : suffix == QLatin1String("pdf") ? tr("PDF (*.pdf)")
                                         : tr("HTML (*.html)"));
    if (path.isEmpty()) {
        return;
    }
    QString error;
    m_controller->flush();  // the report's numbers must be the scenario's, not a stale drag step
    if (!writeReport(this, *m_controller, path, &error)) {
        QMessageBox::warning(this, tr("Export failed"), error);
    }
}

void MainWindow::exportAllChartsDialog() {
    ExportDialog options(QList<ExportItem>(), 0, this);
    if (options.exec() != QDialog::Accepted) {
        return;
    }
    const QString folder =
        QFileDialog::getExistingDirectory(this, tr("Export every chart into a folder"));
    if (folder.isEmpty()) {
        return;
    }
    m_controller->flush();
    QString error;
    int written = 0;
    const int current = m_tabs->currentIndex();
    for (int i = 0; i < m_tabs->count() && error.isEmpty(); ++i) {
        auto* panel = qobject_cast<ChartPanel*>(m_tabs->widget(i));
        if (panel == nullptr) {
            continue;
        }
        m_tabs->setCurrentIndex(i);  // a hidden view refreshes when shown
        const QString prefix = exportFileStem(m_tabs->tabText(i)) + QLatin1Char('-');
        written += static_cast<int>(exportAll(panel->exportItems(), folder, prefix,
                                              options.suffix(), options.options(), &error)
                                        .size());
    }
    m_tabs->setCurrentIndex(current);
    if (!error.isEmpty()) {
        QMessageBox::warning(this, tr("Export failed"), error);
    } else {
        statusBar()->showMessage(tr("%1 charts written to %2").arg(written).arg(folder), 8000);
    }
}

bool MainWindow::openPreset(const QString& path, QString* error) {
    QString message;
    Issues problems;
    if (m_document->open(path, &message, &problems)) {
        if (!problems.empty()) {  // opened "needs fixing": say what to fix
            const QString intro =
                tr("%1 opened, but it needs fixing: it breaks the %n rule(s) below. Edit the "
                   "keys named; saving asks first while problems remain.",
                   nullptr, static_cast<int>(problems.size()))
                    .arg(m_document->displayName());
            if (error) {
                *error = intro + QStringLiteral("\n\n") + issuesText(problems);
            } else {
                showProblems(this, tr("Preset needs fixing"), intro, issuesText(problems));
            }
        }
        return true;
    }
    if (error) {
        *error = message;
    } else {
        showMessageAndList(this, tr("Invalid preset"), message);
    }
    return false;
}

bool MainWindow::confirmSave() {
    const Issues problems = m_document->problems();
    if (problems.empty()) {
        return true;
    }
    const QString intro =
        tr("The scenario breaks the %n rule(s) below. It can be saved and opened again to fix it, "
           "but the command line refuses it until then. Save anyway?",
           nullptr, static_cast<int>(problems.size()));
    return showProblems(this, tr("Save a scenario with problems?"), intro, issuesText(problems),
                        QDialogButtonBox::Save | QDialogButtonBox::Cancel) ==
           QDialogButtonBox::Save;
}

bool MainWindow::saveAsDialog() {
    if (!confirmSave()) {
        return false;
    }
    QString suggested = m_document->path();
    if (suggested.isEmpty()) {
        suggested =
            QString::fromStdString(m_controller->scenario().name)
                .toLower()
                .replace(QRegularExpression(QStringLiteral("[^a-z0-9]+")), QStringLiteral("-")) +
            QStringLiteral(".json");
    }
    const QString path = QFileDialog::getSaveFileName(this, tr("Save preset"), suggested,
                                                      tr("StepBudget presets (*.json)"));
    if (path.isEmpty()) {
        return false;
    }
    QString error;
    if (!m_document->saveAs(path, &error)) {
        QMessageBox::warning(this, tr("Save failed"), error);
        return false;
    }
    return true;
}

bool MainWindow::saveCurrent() {
    if (m_document->path().isEmpty() || m_document->isReadOnly()) {
        return saveAsDialog();  // untitled, or a shipped preset: never written over
    }
    if (!confirmSave()) {
        return false;
    }
    if (m_document->changedOnDisk()) {
        // Another window or program saved this file since: say so, and let the user choose.
        QMessageBox box(QMessageBox::Warning, tr("File changed on disk"),
                        tr("%1 was changed on disk since you opened or saved it here (another "
                           "window or program saved it). Saving now would replace those "
                           "changes.")
                            .arg(m_document->path()),
                        QMessageBox::NoButton, this);
        QPushButton* reload = box.addButton(tr("Reload from disk"), QMessageBox::DestructiveRole);
        QPushButton* overwrite = box.addButton(tr("Overwrite"), QMessageBox::AcceptRole);
        QPushButton* save_as = box.addButton(tr("Save As…"), QMessageBox::ActionRole);
        QPushButton* cancel = box.addButton(QMessageBox::Cancel);
        box.setDefaultButton(cancel);  // nothing is written or lost without a choice
        box.setEscapeButton(cancel);
        box.exec();
        QString error;
        if (box.clickedButton() == save_as) {
            return saveAsDialog();
        }
        if (box.clickedButton() == reload) {
            // Undoable: the edits come back with Undo.
            if (!m_document->revert(&error)) {
                showMessageAndList(this, tr("Reload"), error);
            }
            return false;
        }
        if (box.clickedButton() != overwrite) {
            return false;
        }
        if (!m_document->saveAs(m_document->path(), &error)) {
            QMessageBox::warning(this, tr("Save failed"), error);
            return false;
        }
        return true;
    }
    QString error;
    if (!m_document->save(&error)) {
        QMessageBox::warning(this, tr("Save failed"), error);
        return false;
    }
    return true;
}

bool MainWindow::maybeSave() {
    if (!m_document->isModified()) {
        return true;
    }
    // The default button (Enter) is Cancel: no file is written over, and no edit thrown away,
    // without an explicit choice. A read-only (shipped) preset offers Save As instead of Save.
    const bool read_only = m_document->isReadOnly();
    QMessageBox box(
        QMessageBox::Question, tr("Unsaved changes"),
        read_only ? tr("%1 is a read-only preset. Save your changes as a new file "
                       "before closing it?")
                        .arg(m_document->displayName())
                  : tr("Save the changes to %1 before closing it?").arg(m_document->displayName()),
        QMessageBox::NoButton, this);
    QPushButton* save = read_only ? box.addButton(tr("Save As…"), QMessageBox::AcceptRole)
                                  : box.addButton(QMessageBox::Save);
    QPushButton* discard = box.addButton(QMessageBox::Discard);
    QPushButton* cancel = box.addButton(QMessageBox::Cancel);
    box.setDefaultButton(cancel);
    box.setEscapeButton(cancel);
    box.exec();
    if (box.clickedButton() == discard) {
        return true;
    }
    if (box.clickedButton() != save) {
        return false;
    }
    return saveCurrent();
}

}  // namespace stepbudget
