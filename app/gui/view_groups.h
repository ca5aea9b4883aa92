// The views in groups (Plan · Memory · Time · Failures · Search) so that every view's name is
// on screen at 1366 px: a bar of the groups and, under it, a bar of the chosen group's views.
// The pages stay in one QTabWidget (its own bar hidden): the tab indices, --tab and the tests
// that walk the tabs are unchanged. A group remembers the view last shown in it.
#pragma once

#include <QList>
#include <QString>
#include <QStringList>
#include <QWidget>

class QHBoxLayout;
class QTabBar;
class QTabWidget;
class QToolButton;

namespace stepbudget {

struct ViewGroup {
    QString title;
    QList<int> tabs;  // indices into the tab widget, in the order shown
};

class ViewGroupBar : public QWidget {
    Q_OBJECT
public:
    ViewGroupBar(QTabWidget* tabs, QList<ViewGroup> groups, QWidget* parent = nullptr);
    QTabBar* groupBar() const { return m_group_bar; }
    QTabBar* viewBar() const { return m_view_bar; }
    QToolButton* allViewsButton() const { return m_all; }
    const QList<ViewGroup>& groups() const { return m_groups; }
    int groupOf(int tab) const;
    // A widget on the group row's right, before the all-views button (the plan's notes): the
    // stretch before it takes up its width, so the group tabs never move.
    void addTrailingWidget(QWidget* widget);

private:
    void sync();  // the bars follow the tab widget's current page

    QTabWidget* m_tabs;
    QList<ViewGroup> m_groups;
    QList<int> m_last;   // per group: the tab last shown in it
    QHBoxLayout* m_top;  // the group row: group tabs, stretch, trailing widgets, all views
    QTabBar* m_group_bar;
    QTabBar* m_view_bar;
    QToolButton* m_all;
    bool m_syncing = false;
};

// The groups of the main window's views, by view key ("plan", "memory", ...): every key of
// `keys` lands in exactly one group; a key no group names joins the last.
QList<ViewGroup> mainViewGroups(const QStringList& keys);

}  // namespace stepbudget
