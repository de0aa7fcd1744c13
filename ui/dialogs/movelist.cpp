#include "movelist.h"

#include "ui/match/clockmodel.h"
#include "ui/match/movetext.h"

#include <QEvent>
#include <QHeaderView>
#include <QScrollBar>

namespace ui {

MoveList::MoveList(QWidget *parent) : QTableWidget(parent)
{
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    setSelectionBehavior(QAbstractItemView::SelectItems);
    setSelectionMode(QAbstractItemView::SingleSelection);
    horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    // Rows of one line each, their height set from the font (measuring every row would cost
    // more with each move of a long match).
    verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    setWordWrap(false);
    verticalHeader()->hide(); // the order shows in the rows; no room is spent on numbers
    connect(this, &QTableWidget::currentCellChanged, this, [this](int row) {
        if (row >= 0) emit plyChosen(row + 1);
    });
    reset(m_mode);
}

void MoveList::reset(core::MatchMode mode)
{
    m_mode = mode;
    m_entries.clear();
    const QSignalBlocker blocker(this);
    clear();
    setRowCount(0);
    setColumnCount(mode == core::MatchMode::Bughouse ? 4 : 2);
    retranslate();
    fitColumns();
}

// Wide enough for a long move and its clock in every column, at the font shown.
void MoveList::fitColumns()
{
    const int cell = fontMetrics().horizontalAdvance(QStringLiteral("Q@h8+ 2:59")) + 2 * fontMetrics().averageCharWidth();
    horizontalHeader()->setMinimumSectionSize(cell);
    verticalHeader()->setDefaultSectionSize(fontMetrics().height() + fontMetrics().height() / 3);
    const int needed = cell * columnCount() + 2 * frameWidth() + verticalScrollBar()->sizeHint().width();
    setMinimumWidth(std::min(needed, m_widthLimit));
    setMaximumWidth(m_widthLimit);
}

void MoveList::setWidthLimit(int pixels)
{
    m_widthLimit = std::max(pixels, 1);
    fitColumns();
}

int MoveList::columnOf(core::Seat seat) const
{
    return m_mode == core::MatchMode::Bughouse ? int(seat) : int(core::colorOf(seat));
}

void MoveList::addPly(core::Seat seat, const std::string &san, std::optional<core::Milliseconds> clock)
{
    m_entries.push_back({seat, san, clock});
    const int row = int(m_entries.size()) - 1;
    const QSignalBlocker blocker(this);
    setRowCount(row + 1);
    show(row);
    if (m_following) setCurrentPly(row + 1);
}

QString MoveList::plyText(int ply) const
{
    const QTableWidgetItem *cell = ply >= 1 && ply <= rowCount() ? item(ply - 1, columnOf(m_entries[ply - 1].seat)) : nullptr;
    return cell ? cell->text() : QString();
}

void MoveList::show(int row)
{
    const Entry &e = m_entries[row];
    QString text = displaySan(QString::fromStdString(e.san), m_localized);
    if (e.clock) text += u' ' + ClockModel::format(*e.clock);
    setItem(row, columnOf(e.seat), new QTableWidgetItem(text));
}

void MoveList::setLocalizedLetters(bool localized)
{
    if (localized == m_localized) return;
    m_localized = localized;
    const QSignalBlocker blocker(this);
    for (int row = 0; row < int(m_entries.size()); ++row) show(row);
}

void MoveList::setCurrentPly(int ply)
{
    const QSignalBlocker blocker(this);
    if (ply < 1 || ply > rowCount()) {
        clearSelection();
        setCurrentCell(-1, -1);
        return;
    }
    setCurrentCell(ply - 1, columnOf(m_entries[ply - 1].seat));
    scrollToItem(currentItem(), QAbstractItemView::PositionAtBottom);
}

void MoveList::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) retranslate();
    QTableWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange) fitColumns();
}

// A list made shorter (the replay's result lines above it, a smaller window) keeps the marked ply
// in view.
void MoveList::resizeEvent(QResizeEvent *event)
{
    QTableWidget::resizeEvent(event);
    if (currentItem()) scrollToItem(currentItem());
}

void MoveList::retranslate()
{
    if (m_mode == core::MatchMode::Bughouse) setHorizontalHeaderLabels({tr("A White"), tr("A Black"), tr("B White"), tr("B Black")});
    else setHorizontalHeaderLabels({tr("White"), tr("Black")});
}

} // namespace ui
