#include "teamleaditem.h"

#include "theme.h"

#include <QFontMetricsF>
#include <QPainter>

namespace ui {

namespace {

constexpr qreal Margin = 10;

// `pixels` large, or smaller down to `least` (two thirds of that) where `text` is wider than
// `width`; then elided.
QFont fitted(int pixels, bool bold, const QString &text, qreal width, int least = 0)
{
    QFont font = Theme::font();
    font.setBold(bold);
    for (int p = pixels; p >= (least ? least : pixels * 2 / 3); --p) {
        font.setPixelSize(p);
        if (QFontMetricsF(font).horizontalAdvance(text) <= width) break;
    }
    return font;
}

} // namespace

TeamLeadItem::TeamLeadItem(const Theme *theme, QSizeF size, QGraphicsItem *parent)
    : QGraphicsObject(parent), m_theme(theme), m_size(size)
{
    setAcceptedMouseButtons(Qt::NoButton);
    retranslate();
}

void TeamLeadItem::retranslate()
{
    setToolTip(
        tr("The two clocks of each team added up: the team with more time, and how much more."));
    update();
}

void TeamLeadItem::setLead(const QString &team, const QColor &color, const QString &lead)
{
    if (team == m_team && color == m_color && lead == m_lead) return;
    // The same team ahead by as many digits: only they changed (each tick), in the same type.
    const bool digitsOnly =
        team == m_team && color == m_color && !m_lead.isEmpty() && lead.size() == m_lead.size();
    m_team = team;
    m_color = color;
    m_lead = lead;
    update(digitsOnly ? leadRect() : boundingRect());
}

QRectF TeamLeadItem::boundingRect() const
{
    return QRectF(QPointF(0, 0), m_size);
}

// The team's names take a second line where one would need smaller type, if the panel is tall
// enough (at the larger Sizes the signal bars beside it have two rows).
std::array<TeamLeadItem::Line, 3> TeamLeadItem::layout() const
{
    const QRectF inner = boundingRect().adjusted(Margin, Margin / 2, -Margin, -Margin / 2);
    const qreal width = inner.width();
    const auto line = [width](QFont font, const QString &text) {
        const QFontMetricsF metrics(font);
        return Line{QRectF(0, 0, width, text.isEmpty() ? 0 : metrics.height()), font,
                    metrics.elidedText(text, Qt::ElideRight, width)};
    };
    const QString caption = tr("Team lead", "on time, the two clocks of a team added up");
    const QString lead =
        m_lead.isEmpty() ? tr("level", "the teams have the same time in all") : m_lead;
    std::array<Line, 3> lines{
        line(fitted(m_theme->textPixels(22), false, caption, width), caption),
        line(fitted(m_theme->textPixels(24), true, m_team, width), m_team),
        // A word rather than digits ("vyrovnáno"): smaller rather than cut.
        line(fitted(m_theme->textPixels(44, 56), true, lead, width, 18), lead)};
    if (lines[1].font.pixelSize() < m_theme->textPixels(24)) {
        QFont font = lines[1].font;
        font.setPixelSize(m_theme->textPixels(24));
        const int flags = Qt::AlignCenter | Qt::TextWordWrap;
        // A name still wider than the panel on its own line is elided there.
        const QString text = Theme::elideWords(m_team, font, width);
        const QRectF wrapped =
            QFontMetricsF(font).boundingRect(QRectF(0, 0, width, 1e6), flags, text);
        if (wrapped.width() <= width &&
            wrapped.height() <= inner.height() - lines[0].rect.height() - lines[2].rect.height())
            lines[1] = Line{QRectF(0, 0, width, wrapped.height()), font, text, flags};
    }
    // One under the other, the three in the middle of the panel.
    qreal y = inner.center().y();
    for (const Line &l : lines) y -= l.rect.height() / 2;
    for (Line &l : lines) {
        l.rect.moveTopLeft(QPointF(inner.left(), y));
        y += l.rect.height();
    }
    return lines;
}

QStringList TeamLeadItem::lines() const
{
    QStringList texts;
    for (const Line &line : layout()) texts << line.text;
    return texts;
}

void TeamLeadItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    painter->setRenderHint(QPainter::Antialiasing);
    const bool level = m_lead.isEmpty();
    painter->setPen(QPen(level ? m_theme->panel : m_color, 3));
    painter->setBrush(m_theme->panel);
    painter->drawRoundedRect(boundingRect().adjusted(2, 2, -2, -2), 12, 12);
    const auto lines = layout();
    const QColor colors[3] = {m_theme->mutedText, m_color, level ? m_theme->mutedText : m_color};
    for (int i = 0; i < 3; ++i) {
        painter->setFont(lines[i].font);
        painter->setPen(colors[i]);
        painter->drawText(lines[i].rect, lines[i].flags, lines[i].text);
    }
}

} // namespace ui
