#include "scoreboarditem.h"

#include "ui/scene/theme.h"

#include <QFontMetricsF>
#include <QGraphicsView>
#include <QKeyEvent>
#include <QLocale>
#include <QPainter>

#include <algorithm>

namespace ui {

namespace {

// Row heights as parts of the item's height: at most a 13th (a few lines, read from the back of
// the room), at least a 24th (still about 45 pixels on a 1080-line projector).
constexpr qreal MaxRow = 1.0 / 13;
constexpr qreal MinRow = 1.0 / 24;

struct Table
{
    bool teams;
    QString heading;
    QList<Scoreboard::Tally> lines;
    int rows() const
    {
        return int(lines.size()) + 1;
    } // the heading with the column names, the lines
};

QFont sized(qreal pixels, bool bold = false)
{
    QFont f = Theme::font();
    f.setPixelSize(std::max(1, qRound(pixels)));
    f.setBold(bold);
    return f;
}

bool isModifier(int key)
{
    return key == Qt::Key_Shift || key == Qt::Key_Control || key == Qt::Key_Alt ||
           key == Qt::Key_Meta || key == Qt::Key_AltGr;
}

} // namespace

ScoreboardItem::ScoreboardItem(const Theme *theme, QGraphicsItem *parent)
    : QGraphicsObject(parent), m_theme(theme)
{
    setAcceptedMouseButtons(Qt::NoButton);
}

void ScoreboardItem::setContent(const QRectF &rect, const QString &title, const Scoreboard &board,
                                const QString &hint)
{
    prepareGeometryChange();
    m_rect = rect;
    Layout l;
    const qreal height = rect.height();
    const qreal margin = height * 0.03;
    l.panel = rect.adjusted(margin, margin, -margin, -margin);
    const QRectF inner = l.panel.adjusted(margin, margin / 2, -margin, -margin / 2);
    auto add = [&l](Role role, const QRectF &r, const QString &text, const QFont &font, int flags) {
        l.cells.append({role, r, QFontMetricsF(font).elidedText(text, Qt::ElideRight, r.width()),
                        font, flags});
    };

    const qreal titleHeight = height * 0.1;
    add(Role::Title, QRectF(inner.topLeft(), QSizeF(inner.width(), titleHeight)), title,
        sized(height * 0.066, true), Qt::AlignCenter);
    const qreal hintHeight = hint.isEmpty() ? 0 : height * 0.05;
    if (!hint.isEmpty())
        add(Role::Hint,
            QRectF(inner.left(), inner.bottom() - hintHeight, inner.width(), hintHeight), hint,
            sized(height * 0.03), Qt::AlignCenter);
    const QRectF body(inner.left(), inner.top() + titleHeight, inner.width(),
                      inner.height() - titleHeight - hintHeight - height * 0.01);

    QList<Table> tables;
    if (const auto teams = board.teams(); !teams.isEmpty())
        tables.append({true, tr("Teams"), teams});
    if (const auto players = board.players(); !players.isEmpty())
        tables.append({false, tr("Players"), players});
    if (tables.isEmpty()) {
        add(Role::Note, body, tr("No match has been counted this evening yet."),
            sized(height * 0.045), Qt::AlignCenter);
        m_layout = l;
        update();
        return;
    }

    // One above the other (half a row between), where names have the whole width; side by side
    // when that would make the rows too small and each half is wide enough for names and numbers.
    int stackedRows = 0;
    for (const Table &t : tables) stackedRows += t.rows();
    const qreal gapRows = 0.5 * (tables.size() - 1);
    const bool sideBySide = tables.size() == 2 &&
                            body.height() / (stackedRows + gapRows) < 1.4 * height * MinRow &&
                            body.width() / 2 > 0.65 * height;
    QList<QRectF> areas;
    int rowsNeeded = stackedRows;
    if (sideBySide) {
        const qreal gap = body.width() * 0.05, width = (body.width() - gap) / 2;
        areas = {QRectF(body.left(), body.top(), width, body.height()),
                 QRectF(body.right() - width, body.top(), width, body.height())};
        rowsNeeded = std::max(tables[0].rows(), tables[1].rows());
    }
    l.rowHeight = std::clamp(body.height() / (rowsNeeded + (sideBySide ? 0 : gapRows)),
                             height * MinRow, height * MaxRow);
    if (!sideBySide) {
        // Each table gets a share of the height in proportion to its rows (all it needs if it
        // fits).
        const qreal spare = body.height() - gapRows * l.rowHeight;
        const qreal scale = std::min(1.0, spare / (rowsNeeded * l.rowHeight));
        qreal top = body.top();
        for (const Table &t : tables) {
            qreal h =
                (scale < 1 ? std::max(3.0, std::floor(t.rows() * scale)) : t.rows()) * l.rowHeight;
            if (scale < 1 && &t == &tables.back()) // the last takes the rows the rounding left
                h = std::floor((body.bottom() - top) / l.rowHeight + 0.01) * l.rowHeight;
            areas.append(QRectF(body.left(), top, body.width(), h));
            top += h + 0.5 * l.rowHeight;
        }
    }

    const qreal row = l.rowHeight;
    const QFont headingFont = sized(row * 0.62, true), noteFont = sized(row * 0.5),
                nameFont = sized(row * 0.6), leaderFont = sized(row * 0.6, true);
    const QStringList headers = {tr("Played"), tr("Won"), tr("Drawn"), tr("Lost"), tr("Points")};
    const QFontMetricsF valueMetrics(leaderFont);
    const QLocale locale;
    for (int t = 0; t < tables.size(); ++t) {
        const Table &table = tables[t];
        const QRectF area = areas[t];
        QList<QStringList> values;
        for (const Scoreboard::Tally &tally : table.lines)
            values.append({locale.toString(tally.matches), locale.toString(tally.wins),
                           locale.toString(tally.draws), locale.toString(tally.losses),
                           Scoreboard::pointsText(tally.halfPoints())});
        // Number columns as wide as their header or widest value, the name takes the rest; where
        // that leaves names less than two fifths, the column names get smaller and closer.
        QFont headerFont;
        QList<qreal> widths;
        qreal numbers = 0, pad = 0;
        for (const qreal tight : {1.0, 0.75, 0.5}) {
            headerFont = sized(row * 0.45 * std::max(tight, 0.75));
            pad = row * 0.9 * tight;
            const QFontMetricsF headerMetrics(headerFont);
            widths.clear();
            numbers = 0;
            for (int c = 0; c < headers.size(); ++c) {
                qreal w = headerMetrics.horizontalAdvance(headers[c]);
                for (const QStringList &v : values)
                    w = std::max(w, valueMetrics.horizontalAdvance(v[c]));
                widths << w + pad;
                numbers += widths.back();
            }
            if (numbers <= 0.6 * area.width()) break;
        }
        const qreal nameWidth = area.width() - numbers;
        add(Role::Heading, QRectF(area.left(), area.top(), nameWidth, row), table.heading,
            headingFont, Qt::AlignLeft | Qt::AlignVCenter);
        qreal x = area.left() + nameWidth;
        for (int c = 0; c < headers.size(); ++c) {
            add(Role::ColumnHeader, QRectF(x + pad / 2, area.top(), widths[c] - pad / 2, row),
                headers[c], headerFont, Qt::AlignRight | Qt::AlignVCenter);
            x += widths[c];
        }
        const int capacity = int(area.height() / row + 0.01) - 1;
        const int total = int(table.lines.size());
        const int shown = total <= capacity ? total : std::max(0, capacity - 1);
        (table.teams ? l.shownTeams : l.shownPlayers) = shown;
        qreal y = area.top() + row;
        for (int i = 0; i < shown; ++i, y += row) {
            const Scoreboard::Tally &tally = table.lines[i];
            if (i % 2 == 1) l.stripes.append(QRectF(area.left(), y, area.width(), row));
            const Scoreboard::Tally &best = table.lines[0];
            const bool leads = tally.halfPoints() == best.halfPoints() && tally.wins == best.wins;
            const QFont &font = leads ? leaderFont : nameFont;
            add(Role::Name, QRectF(area.left() + pad / 2, y, nameWidth - pad, row), tally.name,
                font, Qt::AlignLeft | Qt::AlignVCenter);
            x = area.left() + nameWidth;
            for (int c = 0; c < headers.size(); ++c) {
                add(Role::Number, QRectF(x + pad / 2, y, widths[c] - pad / 2, row), values[i][c],
                    font, Qt::AlignRight | Qt::AlignVCenter);
                x += widths[c];
            }
        }
        if (shown < total)
            add(Role::Note, QRectF(area.left() + pad / 2, y, area.width() - pad, row),
                tr("… and %n more", "", total - shown), noteFont, Qt::AlignLeft | Qt::AlignVCenter);
    }
    m_layout = l;
    update();
}

void ScoreboardItem::dismissOnInput(QGraphicsView *view)
{
    view->installEventFilter(this);
    view->viewport()->installEventFilter(this);
}

// Taken before the scene sees it: the click that dismisses the table moves no piece.
bool ScoreboardItem::eventFilter(QObject *, QEvent *event)
{
    if (!isVisible()) return false;
    switch (event->type()) {
    case QEvent::KeyPress: {
        const auto *key = static_cast<QKeyEvent *>(event);
        if (key->isAutoRepeat() || isModifier(key->key())) return false;
        break;
    }
    case QEvent::MouseButtonPress:
    case QEvent::TouchBegin: break;
    default: return false;
    }
    hide();
    emit dismissed();
    return true;
}

QImage ScoreboardItem::picture(const Theme &theme, const QString &title, const Scoreboard &board,
                               int width)
{
    QImage image(width, width * 9 / 16, QImage::Format_RGB32);
    image.fill(theme.background);
    ScoreboardItem item(&theme);
    item.setContent(image.rect(), title, board, {});
    QPainter painter(&image);
    item.paint(&painter, nullptr, nullptr);
    return image;
}

QRectF ScoreboardItem::boundingRect() const
{
    return m_rect;
}

void ScoreboardItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    painter->setRenderHint(QPainter::Antialiasing);
    QColor shade = m_theme->background;
    shade.setAlpha(235);
    painter->fillRect(m_rect, shade);
    const qreal radius = m_rect.height() * 0.015;
    painter->setPen(QPen(m_theme->mutedText, std::max(1.0, m_rect.height() * 0.002)));
    painter->setBrush(m_theme->panel);
    painter->drawRoundedRect(m_layout.panel, radius, radius);
    QColor stripe = m_theme->text;
    stripe.setAlpha(22);
    for (const QRectF &r : m_layout.stripes) painter->fillRect(r, stripe);
    for (const Cell &cell : m_layout.cells) {
        const bool muted =
            cell.role == Role::ColumnHeader || cell.role == Role::Note || cell.role == Role::Hint;
        painter->setPen(muted ? m_theme->mutedText : m_theme->text);
        painter->setFont(cell.font);
        painter->drawText(cell.rect, cell.flags, cell.text);
    }
}

} // namespace ui
