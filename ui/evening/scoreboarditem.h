#pragma once

#include "scoreboard.h"

#include <QFont>
#include <QGraphicsObject>
#include <QImage>

class QGraphicsView;

namespace ui {

struct Theme;

/// The evening's scoreboard in large type over the whole scene: a title, the teams' table, the
/// players' table (side by side where there is room, else one above the other) and a hint. Rows
/// shrink to a readable least size; the tables then show their best lines and how many more there
/// are. A key press, click or touch in the view it is given dismisses it.
class ScoreboardItem : public QGraphicsObject
{
    Q_OBJECT

public:
    explicit ScoreboardItem(const Theme *theme, QGraphicsItem *parent = nullptr);

    /// Covers `rect` (scene units) with `title`, the tallies of `board` and `hint`.
    void setContent(const QRectF &rect, const QString &title, const Scoreboard &board,
                    const QString &hint);
    /// From now on input in `view` dismisses the item: it is taken (it does nothing else) and
    /// dismissed() is emitted.
    void dismissOnInput(QGraphicsView *view);

    enum class Role
    {
        Title,
        Heading,
        ColumnHeader,
        Name,
        Number,
        Note, ///< "… and 3 more", "No match counted yet"
        Hint
    };
    /// One text drawn: in `rect`, with `font`, aligned by `flags`; `text` is what is drawn (a name
    /// too long for its column is elided).
    struct Cell
    {
        Role role;
        QRectF rect;
        QString text;
        QFont font;
        int flags;
    };
    struct Layout
    {
        QRectF panel;
        QList<QRectF> stripes; ///< every other row of a table, shaded
        QList<Cell> cells;
        int shownTeams = 0, shownPlayers = 0;
        qreal rowHeight = 0;
    };
    const Layout &layout() const { return m_layout; }

    /// The scoreboard as a picture `width` pixels wide (16:9), for saving.
    static QImage picture(const Theme &theme, const QString &title, const Scoreboard &board,
                          int width);

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

signals:
    void dismissed();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    const Theme *m_theme;
    QRectF m_rect;
    Layout m_layout;
};

} // namespace ui
