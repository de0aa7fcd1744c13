#include "timelinewidget.h"

#include "ui/scene/pieceart.h"
#include "ui/scene/theme.h"

#include <QFileInfo>
#include <QImage>
#include <QKeyEvent>
#include <QLocale>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QSaveFile>
#include <QSvgGenerator>

#include <algorithm>
#include <cmath>

namespace ui {

using core::Board;
using core::Milliseconds;
using core::Seat;

namespace {

// Board A's curve and clocks are drawn solid, board B's dashed, so that they part without colour.
Qt::PenStyle styleOf(Board board)
{
    return board == Board::A ? Qt::SolidLine : Qt::DashLine;
}

// Steps of the time axis: the first that leaves room for a label between two ticks.
constexpr Milliseconds TickSteps[] = {1'000,   2'000,     5'000,    10'000,  15'000,
                                      30'000,  60'000,    120'000,  300'000, 600'000,
                                      900'000, 1'800'000, 3'600'000};

// A row of pieces that crossed, in lines of text: room for two pieces in a pocket at once.
constexpr qreal CrossingLines = 1.7;

QString clockText(Milliseconds ms)
{
    const qint64 s = ms / 1000;
    return QStringLiteral("%1:%2").arg(QLocale().toString(s / 60)).arg(s % 60, 2, 10, QChar('0'));
}

} // namespace

struct TimelineWidget::Lanes
{
    qreal line = 0;      // a line of text
    qreal left = 0;      // where the time axis starts
    qreal right = 0;     // and ends
    QRectF legend;       // the teams and the boards' line styles
    QRectF eval;         // the curves
    QRectF crossings[2]; // the pieces that went to board A's pockets, board B's
    QRectF clocks;       // empty without clock stamps
    QRectF clockLegend;  // the clocks' names
    QRectF axis;         // the times
};

TimelineWidget::TimelineWidget(const core::GameRecord &record, core::review::Moments moments,
                               core::review::Provenance provenance,
                               const std::array<QString, 4> &names, QWidget *parent)
    : QWidget(parent), m_record(record), m_moments(std::move(moments)),
      m_provenance(std::move(provenance)), m_names(names), m_art(std::make_unique<PieceArt>())
{
    setObjectName(QStringLiteral("timeline"));
    setFocusPolicy(Qt::StrongFocus);
    setAttribute(Qt::WA_OpaquePaintEvent);
    // The clocks from the stamps: flat while the other side of the board thinks, running down
    // from the board's previous move to the seat's own; the side to move at the end runs on to it.
    const auto time = m_record.timeControl();
    const bool stamped = std::any_of(m_record.plies.begin(), m_record.plies.end(),
                                     [](const core::Ply &p) { return p.clock.has_value(); });
    if (!time || !stamped || m_moments.kind == core::review::Moments::Kind::MoveOrder) return;
    m_base = time->base;
    std::array<Milliseconds, 4> left;
    left.fill(time->base);
    for (int s = 0; s < 4; ++s) m_clocks[s].push_back(QPointF(0, qreal(time->base)));
    std::array<Milliseconds, 2> turnStart{};
    const std::size_t count = std::min(m_record.plies.size(), m_moments.at.size());
    for (std::size_t i = 0; i < count; ++i) {
        const core::Ply &p = m_record.plies[i];
        const int b = int(p.board()), s = int(p.seat);
        const Milliseconds at = m_moments.at[i];
        if (p.clock) {
            m_clocks[s].push_back(QPointF(qreal(turnStart[b]), qreal(left[s])));
            left[s] = *p.clock;
            m_clocks[s].push_back(QPointF(qreal(at), qreal(left[s])));
            m_base = std::max(m_base, left[s]);
        }
        turnStart[b] = at;
    }
    const Milliseconds end = length();
    for (int s = 0; s < (m_record.mode == core::MatchMode::Bughouse ? 4 : 2); ++s) {
        const int b = int(core::boardOf(Seat(s)));
        const bool lastMover = [&] {
            for (std::size_t i = count; i-- > 0;)
                if (int(m_record.plies[i].board()) == b) return m_record.plies[i].seat == Seat(s);
            return core::colorOf(Seat(s)) == core::Color::Black;
        }();
        m_clocks[s].push_back(QPointF(qreal(lastMover ? end : turnStart[b]), qreal(left[s])));
        if (!lastMover)
            m_clocks[s].push_back(QPointF(
                qreal(end), qreal(std::max<Milliseconds>(0, left[s] - (end - turnStart[b])))));
    }
}

TimelineWidget::~TimelineWidget() = default;

// Smaller than the window's other texts, as a chart's labels are: the boards keep the room. It
// follows the application's font (View -> Size).
QFont TimelineWidget::chartFont() const
{
    QFont small = font();
    if (small.pointSizeF() > 0)
        small.setPointSizeF(small.pointSizeF() * 0.85);
    else
        small.setPixelSize(std::max(1, int(small.pixelSize() * 0.85)));
    return small;
}

void TimelineWidget::setAnalysis(const core::review::Analysis *analysis)
{
    m_analysis = analysis;
    update();
}

void TimelineWidget::setTurningPoints(std::vector<core::review::TurningPoint> points)
{
    m_points = std::move(points);
    update();
}

void TimelineWidget::setPly(int plies)
{
    plies = std::clamp(plies, 0, int(m_moments.at.size()));
    if (plies == m_ply) return;
    m_ply = plies;
    update();
}

Milliseconds TimelineWidget::momentOf(int plies) const
{
    return plies <= 0 || m_moments.at.empty()
               ? 0
               : m_moments.at[std::size_t(std::min(plies, int(m_moments.at.size())) - 1)];
}

Milliseconds TimelineWidget::length() const
{
    return std::max<Milliseconds>(m_moments.at.empty() ? 0 : m_moments.at.back(), 1000);
}

TimelineWidget::Lanes TimelineWidget::lanes(const QRectF &rect, const QFont &font) const
{
    const QFontMetricsF metrics(font);
    Lanes l;
    l.line = metrics.height();
    const qreal pad = l.line / 2;
    const bool bughouse = m_record.mode == core::MatchMode::Bughouse;
    l.left = rect.left() + pad +
             std::max({metrics.horizontalAdvance(QStringLiteral("→ A")),
                       metrics.horizontalAdvance(QStringLiteral("→ B")),
                       metrics.horizontalAdvance(QStringLiteral("0:00"))}) +
             pad;
    l.right = rect.right() - pad - metrics.horizontalAdvance(QStringLiteral("00")) / 2;
    qreal y = rect.top() + pad / 2;
    l.legend = QRectF(rect.left() + pad, y, rect.width() - 2 * pad, l.line);
    y += l.line + pad / 2;
    l.axis = QRectF(l.left, rect.bottom() - l.line - pad / 2, l.right - l.left, l.line);
    qreal bottom = l.axis.top();
    if (!m_clocks[0].empty()) {
        l.clockLegend = QRectF(rect.left() + pad, bottom - l.line, rect.width() - 2 * pad, l.line);
        bottom = l.clockLegend.top() - pad / 2;
    }
    const qreal rows = (bughouse ? 2 : 1) * l.line * CrossingLines;
    const qreal room = bottom - y - rows - pad;
    const qreal evalHeight = m_clocks[0].empty() ? room : room * 0.65;
    l.eval = QRectF(l.left, y, l.right - l.left, evalHeight);
    y = l.eval.bottom() + pad / 2;
    for (int b = 0; b < (bughouse ? 2 : 1); ++b) {
        l.crossings[b] = QRectF(l.left, y, l.right - l.left, l.line * CrossingLines);
        y += l.line * CrossingLines;
    }
    if (!m_clocks[0].empty())
        l.clocks = QRectF(l.left, y + pad / 2, l.right - l.left, bottom - y - pad / 2);
    return l;
}

qreal TimelineWidget::xOf(int plies) const
{
    const Lanes l = lanes(QRectF(rect()), chartFont());
    return l.left + (l.right - l.left) * qreal(momentOf(plies)) / qreal(length());
}

int TimelineWidget::plyAt(qreal x) const
{
    const Lanes l = lanes(QRectF(rect()), chartFont());
    const qreal share = std::clamp((x - l.left) / std::max(qreal(1), l.right - l.left), 0.0, 1.0);
    const auto t = Milliseconds(std::llround(share * qreal(length())));
    // The plies played by then: a click just short of a move's moment (a pixel holds many
    // milliseconds) still shows it, as the nearer of the two.
    const auto after = std::upper_bound(m_moments.at.begin(), m_moments.at.end(), t);
    int plies = int(after - m_moments.at.begin());
    if (after != m_moments.at.end() && plies > 0 &&
        *after - t < t - m_moments.at[std::size_t(plies) - 1])
        ++plies;
    else if (after != m_moments.at.end() && plies == 0 && *after - t < t)
        ++plies;
    return plies;
}

void TimelineWidget::paintTimeline(QPainter *painter, const QRectF &rect, const QFont &font) const
{
    const Lanes l = lanes(rect, font);
    const QPalette &pal = palette();
    const Theme theme = Theme::classic();
    const bool bughouse = m_record.mode == core::MatchMode::Bughouse;
    const qreal pen = std::max(qreal(1), l.line / 10);
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    painter->fillRect(rect, pal.color(QPalette::Base));
    painter->setFont(font);
    const auto xAt = [&](Milliseconds t) {
        return l.left + (l.right - l.left) * qreal(t) / qreal(length());
    };
    const auto teamName = [&](core::Team team) {
        const Seat first = team == core::Team::One ? Seat::WhiteA : Seat::BlackA;
        return bughouse
                   ? tr("%1 & %2").arg(m_names[int(first)], m_names[int(core::partnerOf(first))])
                   : m_names[int(first)];
    };

    // The legend: whose chances lie above and below, and the boards' lines.
    qreal x = l.legend.left();
    const auto legendText = [&](const QString &text, const QColor &color) {
        painter->setPen(color);
        painter->drawText(QRectF(x, l.legend.top(), l.legend.right() - x, l.line),
                          Qt::AlignLeft | Qt::AlignVCenter, text);
        x += QFontMetricsF(font).horizontalAdvance(text) + l.line;
    };
    legendText(tr("▲ %1").arg(teamName(core::Team::One)), theme.team[0].darker(130));
    legendText(tr("▼ %1").arg(teamName(core::Team::Two)), theme.team[1].darker(130));
    for (int b = 0; b < (bughouse ? 2 : 1) && bughouse; ++b) {
        painter->setPen(QPen(pal.color(QPalette::Text), pen * 2, styleOf(Board(b))));
        const qreal y = l.legend.center().y();
        painter->drawLine(QPointF(x, y), QPointF(x + 2 * l.line, y));
        x += 2 * l.line + l.line / 3;
        legendText(tr("Board %1").arg(QChar('A' + b)), pal.color(QPalette::Text));
    }

    // The evaluation: team One's half above, team Two's below, a curve per board.
    QColor upper = theme.team[0], lower = theme.team[1];
    upper.setAlpha(40);
    lower.setAlpha(40);
    painter->fillRect(QRectF(l.eval.topLeft(), QSizeF(l.eval.width(), l.eval.height() / 2)), upper);
    painter->fillRect(QRectF(QPointF(l.eval.left(), l.eval.center().y()),
                             QSizeF(l.eval.width(), l.eval.height() / 2)),
                      lower);
    painter->setPen(QPen(pal.color(QPalette::Mid), pen));
    painter->drawLine(QPointF(l.eval.left(), l.eval.center().y()),
                      QPointF(l.eval.right(), l.eval.center().y()));
    const auto yOf = [&](double teamOneChances) {
        return l.eval.center().y() - teamOneChances * (l.eval.height() / 2 - pen);
    };
    const auto momentAfter = [&](int ply) {
        return ply == core::review::StartPly || ply >= int(m_moments.at.size())
                   ? Milliseconds(0)
                   : m_moments.at[std::size_t(ply)];
    };
    const auto teamOne = [](const core::review::PositionAnalysis &p) -> std::optional<double> {
        const auto white = core::review::whiteChances(p);
        if (!white) return std::nullopt;
        return p.board == Board::A ? *white : -*white;
    };
    if (m_analysis) {
        for (int b = 0; b < (bughouse ? 2 : 1); ++b) {
            QPainterPath curve;
            for (const core::review::PositionAnalysis &p : m_analysis->positions) {
                if (int(p.board) != b) continue;
                const auto chances = teamOne(p);
                if (!chances) continue;
                const QPointF point(xAt(momentAfter(p.ply)), yOf(*chances));
                if (curve.elementCount() == 0)
                    curve.moveTo(point);
                else
                    curve.lineTo(point);
            }
            painter->setBrush(Qt::NoBrush);
            painter->setPen(QPen(pal.color(QPalette::Text), pen * 2, styleOf(Board(b)),
                                 Qt::RoundCap, Qt::RoundJoin));
            painter->drawPath(curve);
        }
        // The turning points, on the curve of the move's board.
        painter->setPen(QPen(pal.color(QPalette::Base), pen));
        painter->setBrush(QColor(0xd0, 0x20, 0x20));
        for (const core::review::TurningPoint &tp : m_points) {
            const Board board = m_record.plies[std::size_t(tp.ply)].board();
            const core::review::PositionAnalysis *p = m_analysis->latest(board, tp.ply);
            const auto chances = p ? teamOne(*p) : std::nullopt;
            const qreal y = chances ? yOf(*chances) : l.eval.center().y();
            painter->drawEllipse(QPointF(xAt(momentAfter(tp.ply)), y), l.line / 3, l.line / 3);
        }
    }

    // The pieces that crossed: where each was captured, a line to where it was dropped. Pieces in
    // a pocket at the same time get lines of their own, as many as the row holds.
    const QColor text = pal.color(QPalette::Text);
    for (int b = 0; b < (bughouse ? 2 : 1); ++b) {
        const QRectF row = l.crossings[b];
        painter->setPen(text);
        painter->drawText(
            QRectF(rect.left(), row.top(), l.left - rect.left() - l.line / 4, row.height()),
            Qt::AlignRight | Qt::AlignVCenter,
            bughouse ? QStringLiteral("→ %1").arg(QChar('A' + b)) : tr("Pocket"));
        const qreal side = l.line * 0.9;
        const int levels = std::max(1, int(row.height() / (side * 0.6)));
        std::vector<qreal> freeFrom(std::size_t(levels), -1e9);
        for (const core::review::Crossing &c : m_provenance.crossings) {
            if (int(core::boardOf(c.receiver)) != b) continue;
            const qreal from = xAt(momentAfter(c.capture));
            const qreal to = c.drop ? xAt(momentAfter(*c.drop)) : from;
            std::size_t level = 0;
            for (std::size_t k = 0; k < freeFrom.size(); ++k)
                if (freeFrom[k] < freeFrom[level]) level = k;
            for (std::size_t k = 0; k < freeFrom.size(); ++k)
                if (freeFrom[k] <= from - side / 2) {
                    level = k;
                    break;
                }
            freeFrom[level] = std::max(to, from + side / 2);
            const qreal y = row.top() + side / 2 +
                            (levels > 1 ? (row.height() - side) * qreal(level) / (levels - 1) : 0);
            if (c.drop) {
                painter->setPen(QPen(text, pen * 1.5));
                painter->drawLine(QPointF(from, y), QPointF(to, y));
                painter->setBrush(text);
                painter->drawEllipse(QPointF(to, y), side / 6, side / 6);
            }
            m_art->paint(painter, core::makePiece(core::colorOf(c.receiver), c.piece),
                         QRectF(from - side / 2, y - side / 2, side, side), c.drop ? 1.0 : 0.55);
        }
    }

    // The clocks: each seat's time left, from full at the top down to nothing.
    if (!l.clocks.isEmpty()) {
        painter->setPen(QPen(pal.color(QPalette::Mid), pen));
        painter->drawLine(l.clocks.bottomLeft(), l.clocks.bottomRight());
        painter->setPen(text);
        painter->drawText(
            QRectF(rect.left(), l.clocks.top(), l.left - rect.left() - l.line / 4, l.line),
            Qt::AlignRight | Qt::AlignTop, clockText(m_base));
        qreal key = l.clockLegend.left();
        for (int s = 0; s < (bughouse ? 4 : 2); ++s) {
            const QColor color = theme.team[int(core::teamOf(Seat(s)))].darker(130);
            const Board board = core::boardOf(Seat(s));
            QPolygonF line;
            for (const QPointF &c : m_clocks[s])
                line << QPointF(xAt(Milliseconds(c.x())),
                                l.clocks.bottom() - l.clocks.height() * c.y() / qreal(m_base));
            painter->setPen(QPen(color, pen * 2, styleOf(board), Qt::FlatCap, Qt::RoundJoin));
            painter->setBrush(Qt::NoBrush);
            painter->drawPolyline(line);
            const qreal y = l.clockLegend.center().y();
            painter->drawLine(QPointF(key, y), QPointF(key + 2 * l.line, y));
            key += 2 * l.line + l.line / 3;
            painter->setPen(text);
            painter->drawText(QRectF(key, l.clockLegend.top(), l.clockLegend.right() - key, l.line),
                              Qt::AlignLeft | Qt::AlignVCenter, m_names[s]);
            key += QFontMetricsF(font).horizontalAdvance(m_names[s]) + l.line;
        }
    }

    // The axis: times, or ply numbers when no clock tells the moments.
    const bool byOrder = m_moments.kind == core::review::Moments::Kind::MoveOrder;
    const qreal labelWidth = QFontMetricsF(font).horizontalAdvance(QStringLiteral("00:00")) * 1.6;
    Milliseconds step = TickSteps[std::size(TickSteps) - 1];
    for (Milliseconds s : TickSteps)
        if ((l.right - l.left) * qreal(s) / qreal(length()) >= labelWidth) {
            step = s;
            break;
        }
    painter->setPen(text);
    for (Milliseconds t = 0; t <= length(); t += step) {
        const qreal at = xAt(t);
        painter->drawLine(QPointF(at, l.axis.top()), QPointF(at, l.axis.top() - l.line / 4));
        const QString label =
            byOrder ? QLocale().toString(t / core::review::MoveOrderStep) : clockText(t);
        painter->drawText(QRectF(at - labelWidth / 2, l.axis.top(), labelWidth, l.line),
                          Qt::AlignCenter, label);
    }

    // The moment shown.
    const qreal now = xAt(momentOf(m_ply));
    painter->setPen(QPen(pal.color(QPalette::Highlight), pen * 3));
    painter->drawLine(
        QPointF(now, l.eval.top()),
        QPointF(now, (l.clocks.isEmpty() ? l.crossings[bughouse ? 1 : 0] : l.clocks).bottom()));
    painter->restore();
}

void TimelineWidget::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    paintTimeline(&painter, QRectF(rect()), chartFont());
    if (hasFocus()) {
        QPen focus(palette().color(QPalette::Highlight), 2, Qt::DotLine);
        painter.setPen(focus);
        painter.drawRect(QRectF(rect()).adjusted(1, 1, -1, -1));
    }
}

void TimelineWidget::choose(qreal x)
{
    const int plies = plyAt(x);
    if (plies != m_ply) emit plyChosen(plies);
}

void TimelineWidget::mousePressEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton) return QWidget::mousePressEvent(event);
    choose(event->position().x());
}

void TimelineWidget::mouseMoveEvent(QMouseEvent *event)
{
    if (!(event->buttons() & Qt::LeftButton)) return QWidget::mouseMoveEvent(event);
    choose(event->position().x());
}

void TimelineWidget::keyPressEvent(QKeyEvent *event)
{
    const int end = int(m_moments.at.size());
    int target = -1;
    switch (event->key()) {
    case Qt::Key_Left: target = m_ply - 1; break;
    case Qt::Key_Right: target = m_ply + 1; break;
    case Qt::Key_Home: target = 0; break;
    case Qt::Key_End: target = end; break;
    case Qt::Key_PageDown: // the position after the next turning point's move
        for (const core::review::TurningPoint &tp : m_points)
            if (tp.ply + 1 > m_ply) {
                target = tp.ply + 1;
                break;
            }
        break;
    case Qt::Key_PageUp:
        for (auto tp = m_points.rbegin(); tp != m_points.rend(); ++tp)
            if (tp->ply + 1 < m_ply) {
                target = tp->ply + 1;
                break;
            }
        break;
    default: return QWidget::keyPressEvent(event);
    }
    target = std::clamp(target < 0 ? m_ply : target, 0, end);
    if (target != m_ply) emit plyChosen(target);
}

QSize TimelineWidget::minimumSizeHint() const
{
    const qreal line = QFontMetricsF(chartFont()).height();
    return QSize(int(line * 20), int(line * (m_clocks[0].empty() ? 7 : 9.5)));
}

QSize TimelineWidget::sizeHint() const
{
    return QSize(minimumSizeHint().width() * 3, minimumSizeHint().height());
}

// Through a QSaveFile: a full disk leaves the earlier file as it was.
bool TimelineWidget::save(const QString &path, qreal scale) const
{
    const QSizeF size = QSizeF(this->size()) * scale;
    QFont font = chartFont();
    font.setPixelSize(std::max(1, int(std::lround(QFontInfo(chartFont()).pixelSize() * scale))));
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) return false;
    if (QFileInfo(path).suffix().compare(QStringLiteral("svg"), Qt::CaseInsensitive) == 0) {
        QSvgGenerator svg;
        svg.setOutputDevice(&file);
        svg.setSize(size.toSize());
        svg.setViewBox(QRectF(QPointF(0, 0), size));
        svg.setTitle(windowTitle());
        QPainter painter;
        if (!painter.begin(&svg)) return false;
        paintTimeline(&painter, QRectF(QPointF(0, 0), size), font);
        if (!painter.end()) return false;
    } else {
        QImage image(size.toSize(), QImage::Format_RGB32);
        QPainter painter(&image);
        paintTimeline(&painter, QRectF(QPointF(0, 0), size), font);
        painter.end();
        if (!image.save(&file, "PNG")) return false;
    }
    return file.commit();
}

} // namespace ui
