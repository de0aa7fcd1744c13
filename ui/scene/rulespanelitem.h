#pragma once

#include <QFont>
#include <QGraphicsObject>
#include <QStringList>

namespace ui {

struct Theme;

/// The match's rules beside the boards: the rule set's name and its options in one paragraph, in a
/// font as large as the space allows, but never too small to be read on the screen.
class RulesPanelItem : public QGraphicsObject
{
    Q_OBJECT

public:
    /// The smallest letters drawn, in pixels of the screen (about 8 pixels high capitals).
    static constexpr int ReadablePixels = 11;
    /// The options' alignment and wrapping.
    static constexpr int BodyFlags = Qt::AlignHCenter | Qt::TextWordWrap;

    RulesPanelItem(const Theme *theme, QSizeF size, QGraphicsItem *parent = nullptr);

    /// How the panel is lettered when drawn at `scale` screen pixels per unit: the largest size at
    /// which the title and every option fit, no smaller than ReadablePixels on the screen; if they
    /// do not fit even then, the options that fit, the last followed by "…". A word is never
    /// broken: one too wide even then is elided at its end.
    struct Lettering
    {
        QFont title;
        QFont text;
        QString body;
        QString titleText; ///< the title as drawn: whole, or a word too wide elided at its end
        qreal titleHeight = 0;
    };
    Lettering lettering(qreal scale) const;
    /// The height that the title and every option need at the largest letters, `width` wide.
    qreal neededHeight(qreal width) const;
    void setSize(QSizeF size);
    /// Where the text goes, inside the panel's margins.
    QRectF textRect() const;

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
