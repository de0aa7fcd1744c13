#pragma once

#include <QGraphicsObject>
#include <QStringList>

namespace ui {

struct Theme;

/// The match's rules beside the boards: the rule set's name and its options in one paragraph, in a
/// font as large as the space allows.
class RulesPanelItem : public QGraphicsObject
{
    Q_OBJECT

public:
    RulesPanelItem(const Theme *theme, QSizeF size, QGraphicsItem *parent = nullptr);

    void setText(const QString &title, const QStringList &lines);
    QString title() const { return m_title; }
    QStringList lines() const { return m_lines; }

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    const Theme *m_theme;
    QSizeF m_size;
    QString m_title;
    QStringList m_lines;
};

} // namespace ui
