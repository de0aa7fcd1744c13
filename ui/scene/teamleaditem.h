#pragma once

#include <QColor>
#include <QFont>
#include <QGraphicsObject>

#include <array>

namespace ui {

struct Theme;

/// Between the two lower clocks (bughouse): which team is ahead on time and by how much, the
/// two clocks of each team added up. It repaints only when told, with the clocks' ticks, and then
/// only the line of digits while the same team stays ahead.
class TeamLeadItem : public QGraphicsObject
{
    Q_OBJECT

public:
    TeamLeadItem(const Theme *theme, QSizeF size, QGraphicsItem *parent = nullptr);

    /// `team` (its players' names, in `color`) is ahead by `lead` ("+1:05"); an empty lead: the
    /// teams are level.
    void setLead(const QString &team, const QColor &color, const QString &lead);
    /// Re-reads translated texts.
    void retranslate();
    QString team() const { return m_team; }
    QString lead() const { return m_lead; }
    /// What the item says, line by line, as drawn: the caption, the team (or nothing), the lead
    /// (or that the teams are level).
    QStringList lines() const;
    /// Where the lead is drawn (item coordinates).
    QRectF leadRect() const { return layout()[2].rect; }

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    struct Line
    {
        QRectF rect;
        QFont font;
        QString text;
        int flags = Qt::AlignCenter;
    };
    /// The caption, the team and the lead, each in type as large as the panel allows.
    std::array<Line, 3> layout() const;

    const Theme *m_theme;
    QSizeF m_size;
    QString m_team;
    QColor m_color;
    QString m_lead;
};

} // namespace ui
