#include "movelist.h"

#include "ui/match/clockmodel.h"
#include "ui/match/movetext.h"

#include <QEvent>
#include <QFont>
#include <QHeaderView>
#include <QScrollBar>

#include <algorithm>
#include <utility>

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
    m_askedFont = font();
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

// Wide enough for a long move and its clock in every column, at the font asked for. Where the
// width allowed is less (a 4K screen at a large text size leaves the list a third of the window),
// the list takes a smaller font, down to MinFontScale of it, rather than scroll sideways: a column
// out of view hides a board's moves from the two players who look for them.
void MoveList::fitColumns()
{
    const auto widths = [this](const QFont &candidate) {
        const QFontMetrics metrics(candidate);
        const int cell = metrics.horizontalAdvance(QStringLiteral("Q@h8+ 2:59")) +
                         2 * metrics.averageCharWidth();
        return std::pair{cell, cell * columnCount() + 2 * frameWidth() +
                                   verticalScrollBar()->sizeHint().width()};
    };
    QFont shown = m_askedFont;
    // Text does not shrink quite in proportion to its size (hinting), so step down until it fits.
    for (qreal scale = 1; widths(shown).second > m_widthLimit && scale > MinFontScale;) {
        scale = std::max(MinFontScale,
                         std::min(scale - 0.02, scale * m_widthLimit / widths(shown).second));
        if (m_askedFont.pointSizeF() > 0)
            shown.setPointSizeF(m_askedFont.pointSizeF() * scale);
        else
            shown.setPixelSize(std::max(1, qRound(m_askedFont.pixelSize() * scale)));
    }
    if (shown != font() || shown.resolveMask() != font().resolveMask()) {
        m_fitting = true;
        setFont(shown);
        m_fitting = false;
    }
    const auto [cell, needed] = widths(font());
    horizontalHeader()->setMinimumSectionSize(cell);
    verticalHeader()->setDefaultSectionSize(fontMetrics().height() + fontMetrics().height() / 3);
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

void MoveList::addPly(core::Seat seat, const std::string &san,
                      std::optional<core::Milliseconds> clock)
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
    const QTableWidgetItem *cell =
        ply >= 1 && ply <= rowCount() ? item(ply - 1, columnOf(m_entries[ply - 1].seat)) : nullptr;
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
    if (m_fitting) return;
    if (event->type() == QEvent::FontChange) m_askedFont = font();
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
    if (m_mode == core::MatchMode::Bughouse)
        setHorizontalHeaderLabels({tr("A White"), tr("A Black"), tr("B White"), tr("B Black")});
    else
        setHorizontalHeaderLabels({tr("White"), tr("Black")});
}

} // namespace ui
