#include "app/gui/help_menu.h"

#include <QAction>
#include <QApplication>
#include <QCoreApplication>
#include <QDialog>
#include <QDialogButtonBox>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QShortcut>
#include <QTextBrowser>
#include <QVBoxLayout>
#include <QWhatsThis>

#include "app/gui/param_editor.h"

#ifndef STEPBUDGET_VERSION
#define STEPBUDGET_VERSION "0.1.0"
#endif
// The project has not chosen a licence yet; the build can name one (-DSTEPBUDGET_LICENCE=...).
#ifndef STEPBUDGET_LICENCE
#define STEPBUDGET_LICENCE ""
#endif

namespace stepbudget {

namespace {

// The translation context of the help texts (lupdate reads Help::tr).
class Help {
    Q_DECLARE_TR_FUNCTIONS(Help)
};

// A non-modal page with rich text, one per object name: asking again raises the open one.
QDialog* showPage(QWidget* window, const QString& name, const QString& title, const QString& html) {
    if (auto* open = window->findChild<QDialog*>(name)) {
        open->show();
        open->raise();
        return open;
    }
    auto* dialog = new QDialog(window);
    dialog->setObjectName(name);
    dialog->setWindowTitle(title);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->resize(620, 560);
    auto* layout = new QVBoxLayout(dialog);
    auto* browser = new QTextBrowser(dialog);
    browser->setOpenExternalLinks(true);
    browser->setHtml(html);
    layout->addWidget(browser);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, dialog);
    QObject::connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::close);
    layout->addWidget(buttons);
    dialog->show();
    return dialog;
}

}  // namespace

QString gettingStartedHtml() {
    return Help::tr(
        "<h2>Getting started</h2>"
        "<p>StepBudget answers “will this training plan finish in time, and what decides "
        "it?” A plan is a per-step time budget divided by the work each step must do.</p>"
        "<ol>"
        "<li><b>Pick a case.</b> File &gt; Start page lists your recent files and the "
        "book's cases; File &gt; Import reads a Hugging Face <code>config.json</code>. "
        "You can also drop a preset or a config.json anywhere on the window.</li>"
        "<li><b>Ask what if.</b> The five sliders on top of the parameter panel move the "
        "headline numbers live. Type values with units: <code>8B</code>, "
        "<code>1.5T</code>, <code>30%</code>, <code>25 GB/s</code>, <code>16 min</code>. "
        "Hover a parameter, or focus it and press F1, for what it means and where the "
        "book explains it.</li>"
        "<li><b>Ask why.</b> Click a headline card or a chart element: the Derivation "
        "panel shows its formula with today's numbers.</li>"
        "<li><b>Compare.</b> Compare &gt; Pin current as baseline A (Ctrl+B), change "
        "something, and read A against B.</li>"
        "<li><b>Learn.</b> The Study panel walks through the chapter's interview questions "
        "step by step and draws practice problems.</li>"
        "<li><b>Take it out of the room.</b> File &gt; Export writes the report and the "
        "charts; File &gt; Print prints them.</li>"
        "</ol>"
        "<p>Every edit is one undo step (Ctrl+Z, also inside a value field); "
        "File &gt; Revert is undoable too.</p>");
}

QString shortcutsHtml(const QWidget* window) {
    QString rows;
    const auto row = [&rows](const QString& keys, const QString& what) {
        rows += QStringLiteral(
                    "<tr><td style='padding-right:16px'><code>%1</code></td><td>%2</td>"
                    "</tr>")
                    .arg(keys.toHtmlEscaped(), what.toHtmlEscaped());
    };
    // Every menu action with a shortcut, as the menus show it.
    if (const auto* main = qobject_cast<const QMainWindow*>(window)) {
        for (QAction* menu_action : main->menuBar()->actions()) {
            QMenu* menu = menu_action->menu();
            if (menu == nullptr) {
                continue;
            }
            const QString menu_name = menu->title().remove(QLatin1Char('&'));
            QList<QMenu*> menus{menu};
            while (!menus.isEmpty()) {
                QMenu* m = menus.takeFirst();
                for (QAction* a : m->actions()) {
                    if (a->menu() != nullptr) {
                        menus << a->menu();
                    } else if (!a->shortcut().isEmpty()) {
                        row(a->shortcut().toString(QKeySequence::NativeText),
                            menu_name + QStringLiteral(" › ") + a->text().remove(QLatin1Char('&')));
                    }
                }
            }
        }
    }
    row(QStringLiteral("F1"), Help::tr("Explain the focused parameter (else this help)"));
    row(QStringLiteral("Ctrl+Z / Ctrl+Shift+Z"),
        Help::tr("In a value field: undo / redo the last edit (not the field's text)"));
    row(QStringLiteral("Return"), Help::tr("In a value field: apply the typed value"));
    row(QStringLiteral("Esc"),
        Help::tr("In a value field: drop the typing, show the value in use"));
    row(QStringLiteral("← → PgUp PgDown Home End"),
        Help::tr("On a slider: one stop, a tenth of the range, the ends"));
    return Help::tr("<h2>Keyboard shortcuts</h2>") + QStringLiteral("<table>%1</table>").arg(rows);
}

QString aboutHtml() {
    const QString version = QCoreApplication::applicationVersion().isEmpty()
                                ? QStringLiteral(STEPBUDGET_VERSION)
                                : QCoreApplication::applicationVersion();
    const QString licence = QStringLiteral(STEPBUDGET_LICENCE).isEmpty()
                                ? Help::tr("not chosen yet (the repository has no LICENSE file)")
                                : QStringLiteral(STEPBUDGET_LICENCE);
    return Help::tr(
               "<h2>StepBudget %1</h2>"
               "<p>A what-if explorer for LLM training plans: memory, step time, pipeline "
               "schedules, checkpoints, stragglers, RL and the completion time, each number with "
               "its derivation.</p>"
               "<p><b>Licence:</b> %2. Built with Qt %3 (LGPL v3).</p>"
               "<p><b>The book:</b> 《深入理解 AI Infra》, chapter 10 (training systems): every "
               "worked example of the chapter is reproduced by the model and checked by its "
               "tests.</p>"
               "<p><b>Where the formulas come from</b></p><ul>"
               "<li>Rajbhandari et al. 2020, <i>ZeRO: Memory Optimizations Toward Training "
               "Trillion Parameter Models</i> (SC20) — sharded state.</li>"
               "<li>Narayanan et al. 2021, <i>Efficient Large-Scale Language Model Training on "
               "GPU Clusters Using Megatron-LM</i> (SC21) — tensor, pipeline, interleaved "
               "schedules.</li>"
               "<li>Korthikanti et al. 2022, <i>Reducing Activation Recomputation in Large "
               "Transformer Models</i> — activation memory, selective recompute.</li>"
               "<li>Qi et al. 2023, <i>Zero Bubble Pipeline Parallelism</i> — ZB-H1, "
               "ZB-H2.</li>"
               "<li>DeepSeek-AI 2024, <i>DeepSeek-V3 Technical Report</i> — DualPipe, MLA.</li>"
               "<li>Young 1974, <i>A first order approximation to the optimum checkpoint "
               "interval</i>; Daly 2006, <i>A higher order estimate of the optimum checkpoint "
               "interval for restart dumps</i> — τ* = √(2c/λ).</li>"
               "<li>Kaplan et al. 2020 (6ND); McCandlish et al. 2018 (critical batch); Huang et "
               "al. 2019, GPipe (fill-drain).</li></ul>")
        .arg(version, licence, QString::fromLatin1(qVersion()));
}

ParamEditor* focusedParamEditor() {
    for (QWidget* w = QApplication::focusWidget(); w != nullptr; w = w->parentWidget()) {
        if (auto* editor = qobject_cast<ParamEditor*>(w)) {
            return editor;
        }
    }
    return nullptr;
}

QDialog* showContextHelp(QWidget* window) {
    if (ParamEditor* editor = focusedParamEditor()) {
        QWhatsThis::showText(editor->mapToGlobal(QPoint(8, editor->height())), editor->helpText(),
                             editor);
        return nullptr;
    }
    return showPage(window, QStringLiteral("gettingStarted"), Help::tr("Getting started"),
                    gettingStartedHtml());
}

void addHelpMenu(QMainWindow* window) {
    QMenu* help = window->menuBar()->addMenu(Help::tr("&Help"));
    QAction* start = help->addAction(Help::tr("&Getting started"), window, [window] {
        showPage(window, QStringLiteral("gettingStarted"), Help::tr("Getting started"),
                 gettingStartedHtml());
    });
    start->setShortcut(QKeySequence::HelpContents);  // F1; the window-wide handler below
    start->setShortcutContext(Qt::WidgetShortcut);   // ... decides what F1 explains
    help->addAction(Help::tr("&Keyboard shortcuts"), window, [window] {
        showPage(window, QStringLiteral("shortcuts"), Help::tr("Keyboard shortcuts"),
                 shortcutsHtml(window));
    });
    help->addSeparator();
    help->addAction(Help::tr("&About StepBudget"), window, [window] {
        showPage(window, QStringLiteral("about"), Help::tr("About StepBudget"), aboutHtml());
    });
    help->addAction(Help::tr("About &Qt"), qApp, &QApplication::aboutQt);
    auto* f1 = new QShortcut(QKeySequence::HelpContents, window);
    f1->setContext(Qt::WindowShortcut);
    QObject::connect(f1, &QShortcut::activated, window, [window] { showContextHelp(window); });
}

}  // namespace stepbudget
