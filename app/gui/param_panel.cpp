#include "app/gui/param_panel.h"

#include <QCoreApplication>
#include <QFrame>
#include <QLabel>
#include <QToolButton>
#include <QVBoxLayout>

#include "app/gui/controller.h"
#include "app/gui/param_editor.h"
#include "model/params.h"

namespace stepbudget {

QString sectionTitle(const QString& section) {
    static const char* const names[][2] = {
        {"model", QT_TRANSLATE_NOOP("Section", "Model")},
        {"precision", QT_TRANSLATE_NOOP("Section", "Precision")},
        {"cluster", QT_TRANSLATE_NOOP("Section", "Cluster")},
        {"training", QT_TRANSLATE_NOOP("Section", "Training")},
        {"parallel", QT_TRANSLATE_NOOP("Section", "Parallelism")},
        {"pipeline", QT_TRANSLATE_NOOP("Section", "Pipeline")},
        {"checkpoint", QT_TRANSLATE_NOOP("Section", "Checkpoint")},
        {"straggler", QT_TRANSLATE_NOOP("Section", "Stragglers")},
        {"rl", QT_TRANSLATE_NOOP("Section", "RL")},
        {"moe", QT_TRANSLATE_NOOP("Section", "MoE")},
        {"input", QT_TRANSLATE_NOOP("Section", "Input pipeline")},
        {"interruptions", QT_TRANSLATE_NOOP("Section", "Interruptions")},
    };
    for (const auto& n : names) {
        if (section == QLatin1String(n[0])) {
            return QCoreApplication::translate("Section", n[1]);
        }
    }
    return section;
}

ParamPanel::ParamPanel(Controller* controller, QWidget* parent)
    : QScrollArea(parent), m_controller(controller) {
    setWidgetResizable(true);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    auto* body = new QWidget(this);
    auto* layout = new QVBoxLayout(body);
    layout->setContentsMargins(8, 8, 8, 8);

    auto* headline = new QLabel(tr("<b>What if…</b>"), body);
    layout->addWidget(headline);
    for (const ParamSpec& spec : paramSpecs()) {
        if (spec.headline) {
            auto* editor = new ParamEditor(spec, controller, body);
            m_editors.insert(QString::fromStdString(spec.path), editor);
            m_headline << QString::fromStdString(spec.path);
            layout->addWidget(editor);
        }
    }
    auto* line = new QFrame(body);
    line->setFrameShape(QFrame::HLine);
    layout->addWidget(line);

    // One group per section, in the order sections first appear in the registry (keys added
    // later to a section still land in its group).
    QMap<QString, QVBoxLayout*> group_layouts;
    for (const ParamSpec& spec : paramSpecs()) {
        if (spec.headline) {
            continue;
        }
        const QString section = QString::fromStdString(spec.section());
        QVBoxLayout* group_layout = group_layouts.value(section);
        if (group_layout == nullptr) {
            auto* toggle = new QToolButton(body);
            toggle->setText(sectionTitle(section));
            toggle->setCheckable(true);
            toggle->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
            toggle->setArrowType(Qt::RightArrow);
            toggle->setAutoRaise(true);
            toggle->setStyleSheet(QStringLiteral("font-weight: bold;"));
            auto* content = new QWidget(body);
            group_layout = new QVBoxLayout(content);
            group_layout->setContentsMargins(12, 0, 0, 4);
            content->hide();
            connect(toggle, &QToolButton::toggled, content, [toggle, content](bool on) {
                toggle->setArrowType(on ? Qt::DownArrow : Qt::RightArrow);
                content->setVisible(on);
            });
            layout->addWidget(toggle);
            layout->addWidget(content);
            m_groups.insert(section, toggle);
            group_layouts.insert(section, group_layout);
        }
        auto* editor = new ParamEditor(spec, controller, body);
        m_editors.insert(QString::fromStdString(spec.path), editor);
        group_layout->addWidget(editor);
    }
    layout->addStretch(1);
    setWidget(body);
    connect(controller, &Controller::scenarioChanged, this, [this] {
        for (ParamEditor* e : std::as_const(m_editors)) {
            e->refresh();
        }
    });
}

QList<ParamEditor*> ParamPanel::headlineEditors() const {
    QList<ParamEditor*> out;
    for (const QString& path : m_headline) {
        out << m_editors.value(path);
    }
    return out;
}

void ParamPanel::setGroupExpanded(const QString& section, bool expanded) {
    if (auto* toggle = qobject_cast<QToolButton*>(m_groups.value(section))) {
        toggle->setChecked(expanded);
    }
}

}  // namespace stepbudget
