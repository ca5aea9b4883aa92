#include "app/gui/param_panel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QFormLayout>
#include <QFrame>
#include <QLabel>
#include <QLineEdit>
#include <QToolButton>
#include <QVBoxLayout>

#include "app/gui/controller.h"
#include "app/gui/param_editor.h"
#include "model/base/params.h"
#include "model/evaluate/param_registry.h"
#include "model/shape/catalog.h"
#include "model/shape/catalog_match.h"

namespace stepbudget {

QString sectionTitle(const QString& section) {
    static const char* const names[][2] = {
        {"model", QT_TRANSLATE_NOOP("Section", "Model")},
        {"precision", QT_TRANSLATE_NOOP("Section", "Precision")},
        {"cluster", QT_TRANSLATE_NOOP("Section", "Cluster")},
        {"training", QT_TRANSLATE_NOOP("Section", "Training")},
        {"parallel", QT_TRANSLATE_NOOP("Section", "Parallelism")},
        {"memory", QT_TRANSLATE_NOOP("Section", "Memory")},
        {"pipeline", QT_TRANSLATE_NOOP("Section", "Pipeline")},
        {"checkpoint", QT_TRANSLATE_NOOP("Section", "Checkpoint")},
        {"straggler", QT_TRANSLATE_NOOP("Section", "Stragglers")},
        {"rl", QT_TRANSLATE_NOOP("Section", "RL")},
        {"moe", QT_TRANSLATE_NOOP("Section", "MoE")},
        {"input", QT_TRANSLATE_NOOP("Section", "Input pipeline")},
        {"interruptions", QT_TRANSLATE_NOOP("Section", "Interruptions")},
        {"activations", QT_TRANSLATE_NOOP("Section", "Activations")},
        {"offload", QT_TRANSLATE_NOOP("Section", "Offload")},
        {"collectives", QT_TRANSLATE_NOOP("Section", "Collectives")},
        {"attention", QT_TRANSLATE_NOOP("Section", "Attention")},
        {"scaling", QT_TRANSLATE_NOOP("Section", "Scaling")},
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
    // Catalog pickers above the sliders: a published GPU or model shape fills its section in one
    // step; the first item names a scenario value the catalog does not know.
    auto* pickers = new QFormLayout;
    pickers->setContentsMargins(0, 0, 0, 4);
    m_gpu = new QComboBox(body);
    for (const GpuSpec& g : gpuCatalog()) {
        m_gpu->addItem(QString::fromStdString(g.name), QString::fromStdString(g.name));
        m_gpu->setItemData(m_gpu->count() - 1,
                           tr("%1 TFLOP/s dense BF16, %2 GB, %3 GB/s HBM; %4")
                               .arg(g.bf16_dense_tflops, 0, 'g', 6)
                               .arg(g.memory_gb, 0, 'g', 6)
                               .arg(g.hbm_gb_per_s, 0, 'g', 6)
                               .arg(QString::fromStdString(g.interconnect)),
                           Qt::ToolTipRole);
    }
    m_model = new QComboBox(body);
    for (const ModelShape& m : modelCatalog()) {
        m_model->addItem(QString::fromStdString(m.name), QString::fromStdString(m.name));
        m_model->setItemData(m_model->count() - 1,
                             m.experts > 0 ? tr("%1 B parameters, %2 experts, top-%3; %4")
                                                 .arg(m.published_params / 1e9, 0, 'g', 4)
                                                 .arg(m.experts)
                                                 .arg(m.top_k)
                                                 .arg(QString::fromStdString(m.source))
                                           : tr("%1 B parameters, dense; %2")
                                                 .arg(m.published_params / 1e9, 0, 'g', 4)
                                                 .arg(QString::fromStdString(m.source)),
                             Qt::ToolTipRole);
    }
    for (QComboBox* combo : {m_gpu, m_model}) {
        combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        combo->setMinimumContentsLength(12);
    }
    m_gpu->setToolTip(tr("Fill the cluster's GPU figures from the catalog"));
    m_model->setToolTip(tr("Fill the model's shape from the catalog"));
    connect(m_gpu, &QComboBox::activated, this, [this](int index) {
        const QString name = m_gpu->itemData(index).toString();
        Scenario copy = m_controller->scenario();
        if (!name.isEmpty() && applyGpu(copy, name.toStdString())) {
            m_controller->replaceScenario(copy, tr("Use %1").arg(name));
        }
    });
    connect(m_model, &QComboBox::activated, this, [this](int index) {
        const QString name = m_model->itemData(index).toString();
        Scenario copy = m_controller->scenario();
        if (!name.isEmpty() && applyModel(copy, name.toStdString())) {
            m_controller->replaceScenario(copy, tr("Use %1").arg(name));
        }
    });
    pickers->addRow(tr("GPU"), m_gpu);
    pickers->addRow(tr("Model"), m_model);
    layout->addLayout(pickers);
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
        refreshCatalogPickers();
    });
    refreshCatalogPickers();
}

void ParamPanel::refreshCatalogPickers() {
    // A name the catalog does not know, or a known entry whose figures were edited, gets an
    // extra first item (no data) while it is in use: the picker never claims "Qwen3-8B" for a
    // model dragged to 77.7 B.
    const auto show = [](QComboBox* combo, const QString& label, const QString& known) {
        const bool has_extra = combo->count() > 0 && !combo->itemData(0).isValid();
        if (label.isEmpty()) {
            if (has_extra) {
                combo->removeItem(0);
            }
            combo->setCurrentIndex(combo->findData(known));
            return;
        }
        if (has_extra) {
            combo->setItemText(0, label);
        } else {
            combo->insertItem(0, label);
        }
        combo->setCurrentIndex(0);
    };
    const Scenario& s = m_controller->scenario();
    const GpuSpec* gpu = findGpu(s.cluster.gpu);
    const QString gpu_name = QString::fromStdString(gpu ? gpu->name : s.cluster.gpu);
    show(m_gpu,
         gpu == nullptr                ? tr("%1 (not in the catalog)").arg(gpu_name)
         : !gpuMatchesCatalog(s, *gpu) ? tr("custom (from %1)").arg(gpu_name)
                                       : QString(),
         gpu_name);
    const ModelShape* model = findModel(s.model.name);
    const QString model_name = QString::fromStdString(model ? model->name : s.model.name);
    // Named otherwise, the same shape as a catalog entry is that entry (catalog_match.h).
    const ModelShape* same_shape = model == nullptr ? catalogModelByShape(s.model) : nullptr;
    show(m_model,
         same_shape != nullptr
             ? tr("%1 (= %2's shape)").arg(model_name, QString::fromStdString(same_shape->name))
         : model == nullptr                ? tr("%1 (not in the catalog)").arg(model_name)
         : !modelMatchesCatalog(s, *model) ? tr("custom (scaled from %1)").arg(model_name)
                                           : QString(),
         model_name);
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

bool ParamPanel::revealParameter(const QString& path) {
    ParamEditor* editor = m_editors.value(path);
    if (editor == nullptr) {
        return false;
    }
    if (!m_headline.contains(path)) {
        setGroupExpanded(path.section(QLatin1Char('.'), 0, 0), true);
        widget()->layout()->activate();  // the opened group's geometry, before scrolling to it
    }
    ensureWidgetVisible(editor, 0, editor->height());
    QWidget* field = editor->edit() != nullptr    ? static_cast<QWidget*>(editor->edit())
                     : editor->combo() != nullptr ? static_cast<QWidget*>(editor->combo())
                     : editor->check() != nullptr ? static_cast<QWidget*>(editor->check())
                                                  : static_cast<QWidget*>(editor);
    field->setFocus(Qt::OtherFocusReason);
    return true;
}

}  // namespace stepbudget
