#pragma once

#include <QGraphicsObject>
#include <QStringList>

namespace ui {

struct Theme;

/// A team's last few signals, oldest first, in the team colour.
class TeamLogItem : public QGraphicsObject
{
    Q_OBJECT

public:
    TeamLogItem(const Theme *theme, QSizeF size, QGraphicsItem *parent = nullptr);

    /// The title and the lines to show (newest last); `placeholder` while there are none.
    void setLines(const QString &title, const QColor &color, const QStringList &lines,
                  const QString &placeholder);
    QStringList lines() const { return m_lines; }
    QString title() const { return m_title; }
    /// The title as drawn: a name too wide for the box even in smaller type is elided.
    QString shownTitle() const;
    /// The lines drawn: the newest that fit under the title, oldest of them first; the newest
    /// always, in smaller letters if it does not fit at the title's size.
    QStringList shownLines() const;

    void setSize(QSizeF size);

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    QFont titleFont() const;
    QFont textFont() const;
    QRectF inner() const;
    QRectF titleRect() const;
    qreal lineHeight(const QFont &font, const QString &line) const;

    const Theme *m_theme;
    QSizeF m_size;
    QString m_title;
    QString m_placeholder;
    QColor m_color;
    QStringList m_lines;
};

} // namespace ui
