#include "app/gui/view_groups.h"

#include <QHBoxLayout>
#include <QMenu>
#include <QTabBar>
#include <QTabWidget>
#include <QToolButton>
#include <QVBoxLayout>
#include <utility>

namespace stepbudget {

ViewGroupBar::ViewGroupBar(QTabWidget* tabs, QList<ViewGroup> groups, QWidget* parent)
    : QWidget(parent), m_tabs(tabs), m_groups(std::move(groups)) {
    setObjectName(QStringLiteral("viewGroupBar"));
    auto* rows = new QVBoxLayout(this);
    rows->setContentsMargins(0, 0, 0, 0);
    rows->setSpacing(0);
    m_top = new QHBoxLayout;
    m_top->setContentsMargins(0, 0, 0, 0);
    m_group_bar = new QTabBar(this);
    m_group_bar->setObjectName(QStringLiteral("viewGroups"));
    m_group_bar->setDocumentMode(true);
    m_group_bar->setExpanding(false);
    m_group_bar->setElideMode(Qt::ElideNone);
    QFont bold = m_group_bar->font();
    bold.setBold(true);
    m_group_bar->setFont(bold);
    for (const ViewGroup& g : std::as_const(m_groups)) {
        m_group_bar->addTab(g.title);
        m_last.append(g.tabs.value(0, 0));
    }
    m_view_bar = new QTabBar(this);
    m_view_bar->setObjectName(QStringLiteral("groupViews"));
    m_view_bar->setDocumentMode(true);
    m_view_bar->setExpanding(false);
    m_view_bar->setElideMode(Qt::ElideNone);
    m_view_bar->setUsesScrollButtons(true);  // only if a translation ever outgrows 1366 px
    // Every view in one list too, grouped, for a keyboard or a narrow window.
    m_all = new QToolButton(this);
    m_all->setObjectName(QStringLiteral("allViewsButton"));
    m_all->setArrowType(Qt::DownArrow);  // drawn by the style: no glyph to miss in a font
    m_all->setPopupMode(QToolButton::InstantPopup);
    m_all->setAutoRaise(true);
    m_all->setStyleSheet(QStringLiteral("QToolButton::menu-indicator { image: none; }"));
    m_all->setToolTip(tr("All views"));
    m_all->setAccessibleName(tr("All views"));
    auto* list = new QMenu(m_all);
    for (const ViewGroup& g : std::as_const(m_groups)) {
        list->addSection(g.title);
        for (int tab : g.tabs) {
            QAction* entry = list->addAction(m_tabs->tabText(tab), this,
                                             [this, tab] { m_tabs->setCurrentIndex(tab); });
            entry->setCheckable(true);
            entry->setData(tab);
        }
    }
    connect(list, &QMenu::aboutToShow, this, [this, list] {
        for (QAction* entry : list->actions()) {
            if (!entry->isSeparator()) {
                entry->setChecked(entry->data().toInt() == m_tabs->currentIndex());
            }
        }
    });
    m_all->setMenu(list);
    m_top->addWidget(m_group_bar);
    m_top->addStretch(1);
    m_top->addWidget(m_all);
    rows->addLayout(m_top);
    rows->addWidget(m_view_bar);

    connect(m_group_bar, &QTabBar::currentChanged, this, [this](int g) {
        if (!m_syncing && g >= 0 && g < m_groups.size()) {
            m_tabs->setCurrentIndex(m_last[g]);
        }
    });
    connect(m_view_bar, &QTabBar::currentChanged, this, [this](int k) {
        const int g = m_group_bar->currentIndex();
        if (!m_syncing && g >= 0 && k >= 0 && k < m_groups[g].tabs.size()) {
            m_tabs->setCurrentIndex(m_groups[g].tabs[k]);
        }
    });
    connect(m_tabs, &QTabWidget::currentChanged, this, &ViewGroupBar::sync);
    sync();
}

int ViewGroupBar::groupOf(int tab) const {
    for (int g = 0; g < m_groups.size(); ++g) {
        if (m_groups[g].tabs.contains(tab)) {
            return g;
        }
    }
    return -1;
}

void ViewGroupBar::addTrailingWidget(QWidget* widget) {
    m_top->insertWidget(m_top->indexOf(m_all), widget);
}

void ViewGroupBar::sync() {
    const int tab = m_tabs->currentIndex();
    const int g = groupOf(tab);
    if (g < 0) {
        return;
    }
    m_syncing = true;
    m_last[g] = tab;
    m_group_bar->setCurrentIndex(g);
    while (m_view_bar->count() > 0) {
        m_view_bar->removeTab(0);
    }
    for (int t : std::as_const(m_groups[g].tabs)) {
        m_view_bar->addTab(m_tabs->tabText(t));
    }
    m_view_bar->setCurrentIndex(static_cast<int>(m_groups[g].tabs.indexOf(tab)));
    m_syncing = false;
}

QList<ViewGroup> mainViewGroups(const QStringList& keys) {
    // The step's plan and what decides it; where the bytes go; where the time goes; what
    // failures and checkpoints cost; the layouts worth trying.
    const std::pair<QString, QStringList> named[] = {
        {ViewGroupBar::tr("Plan"),
         {QStringLiteral("plan"), QStringLiteral("waterfall"), QStringLiteral("amdahl"),
          QStringLiteral("scaling")}},
        {ViewGroupBar::tr("Memory"),
         {QStringLiteral("memory"), QStringLiteral("activations"), QStringLiteral("offload")}},
        {ViewGroupBar::tr("Time"),
         {QStringLiteral("pipeline"), QStringLiteral("buckets"), QStringLiteral("moe"),
          QStringLiteral("rl")}},
        {ViewGroupBar::tr("Failures"),
         {QStringLiteral("checkpoint"), QStringLiteral("async"), QStringLiteral("stragglers")}},
        {ViewGroupBar::tr("Search"), {QStringLiteral("search")}},
    };
    QList<ViewGroup> groups;
    QList<bool> placed(keys.size(), false);
    for (const auto& [title, members] : named) {
        ViewGroup g{title, {}};
        for (const QString& key : members) {
            const auto at = static_cast<int>(keys.indexOf(key));
            if (at >= 0) {
                g.tabs.append(at);
                placed[at] = true;
            }
        }
        if (!g.tabs.isEmpty()) {
            groups.append(g);
        }
    }
    for (int i = 0; i < keys.size(); ++i) {
        if (!placed[i] && !groups.isEmpty()) {
            groups.last().tabs.append(i);
        }
    }
    return groups;
}

}  // namespace stepbudget
