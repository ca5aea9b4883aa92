#include "views/common/derivation_panel.h"

#include "model/evaluate/plan_chain.h"

#include <QCheckBox>
#include <QCoreApplication>
#include <QTextBrowser>
#include <QVBoxLayout>

#include "model/evaluate/results.h"
#include "views/common/value_format.h"

namespace stepbudget {

QString derivationTitle(const Derivation& d) {
    QString title = QCoreApplication::translate("Derivation", titleSource(d).c_str());
    // %1, %2, ... in order; a word argument ("compute", "MFU") has its own translation in the
    // same context, a number or a GPU name comes back as it is.
    for (const std::string& arg : d.title_args) {
        title = title.arg(QCoreApplication::translate("Derivation", arg.c_str()));
    }
    return title;
}

QString derivationFormula(const Derivation& d) {
    return QCoreApplication::translate("Formula", d.formula.c_str());
}

QString derivationResult(const Derivation& d) {
    // A verdict's value is the margin that decides it; its answer follows the arrow.
    const QString value = formatValue(d.value, d.unit);
    return d.verdict.empty() ? value
                             : value + QStringLiteral(" → ") +
                                   QCoreApplication::translate("Derivation", d.verdict.c_str());
}

QString verdictText(const Results& results, const char* id) {
    const Derivation* d = results.derivation(id);
    return d == nullptr || d->verdict.empty()
               ? QString()
               : QCoreApplication::translate("Derivation", d->verdict.c_str());
}

DerivationPanel::DerivationPanel(QWidget* parent) : QWidget(parent) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_teach = new QCheckBox(tr("Teach: show the whole chain of the plan"), this);
    m_browser = new QTextBrowser(this);
    m_browser->setOpenLinks(false);
    layout->addWidget(m_teach);
    layout->addWidget(m_browser, 1);
    connect(m_teach, &QCheckBox::toggled, this, [this] { refresh(); });
    connect(m_browser, &QTextBrowser::anchorClicked, this,
            [this](const QUrl& url) { showDerivation(url.toString()); });
    m_id = QStringLiteral("plan.finish_days");
}

bool DerivationPanel::teaching() const {
    return m_teach->isChecked();
}
void DerivationPanel::setTeaching(bool on) {
    m_teach->setChecked(on);
}

void DerivationPanel::setResults(const Results& results) {
    m_results = &results;
    refresh();
}

void DerivationPanel::showDerivation(const QString& id) {
    m_id = id;
    refresh();
}

QString DerivationPanel::text() const {
    return m_browser->toPlainText();
}

QString DerivationPanel::derivationHtml(const Derivation& d) const {
    const bool current = QString::fromUtf8(d.id.c_str()) == m_id;
    return QStringLiteral(
               "<div style='margin-bottom:10px;%5'><b>%1</b> "
               "<span style='color:#777'>(%6)</span><br/>"
               "<code>%2</code><br/><code>= %3</code><br/>= <b>%4</b></div>")
        .arg(derivationTitle(d).toHtmlEscaped(), derivationFormula(d).toHtmlEscaped(),
             QString::fromStdString(d.substituted).toHtmlEscaped(),
             derivationResult(d).toHtmlEscaped(),
             current ? QStringLiteral("background:#fff6d5;") : QString(),
             QString::fromUtf8(d.id.c_str()));
}

void DerivationPanel::refresh() {
    if (m_results == nullptr || !m_results->ok()) {
        m_browser->setHtml(tr("<i>No results: the scenario is not valid.</i>"));
        return;
    }
    QString html;
    if (teaching()) {
        for (const char* id : kPlanChain) {
            if (const Derivation* d = m_results->derivation(id)) {
                html += derivationHtml(*d);
            }
        }
    } else if (const Derivation* d = m_results->derivation(m_id.toStdString())) {
        html = derivationHtml(*d);
    } else if (const std::optional<Derivation> e = m_lookup ? m_lookup(m_id) : std::nullopt) {
        html = derivationHtml(*e);
    } else {
        html = tr("<i>Click a number or a chart to see how it is derived.</i>");
    }
    m_browser->setHtml(html);
}

}  // namespace stepbudget
