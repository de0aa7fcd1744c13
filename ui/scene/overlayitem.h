#pragma once

#include <QFont>
#include <QGraphicsObject>

namespace ui {

struct Theme;

/// A translucent banner over the boards: the end of a match, or the pause.
class OverlayItem : public QGraphicsObject
{
    Q_OBJECT

public:
    explicit OverlayItem(const Theme *theme, QGraphicsItem *parent = nullptr);

    /// Covers `rect` (scene units) with a title, a line of detail and a hint; hides when title is
    /// empty.
    void showMessage(const QRectF &rect, const QString &title, const QString &detail,
                     const QString &hint);
    QString title() const { return isVisible() ? m_title : QString(); }
    QString detail() const { return isVisible() ? m_detail : QString(); }

    /// Where the title, detail and hint are drawn, and in which fonts: each fits its part of the
    /// band, however long the names (the title shrinks, then wraps; the detail shrinks).
    struct Layout
    {
        QRectF band;
        QFont titleFont, detailFont, hintFont;
        QRectF title, detail, hint;   ///< the space each is drawn in
        QRectF titleText, detailText; ///< the space the text takes
    };
    Layout layout() const;

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    const Theme *m_theme;
    QRectF m_rect;
    QString m_title;
    QString m_detail;
    QString m_hint;
};

} // namespace ui
