#include "matchview.h"

namespace ui {

MatchView::MatchView(QGraphicsScene *scene, QWidget *parent) : QGraphicsView(scene, parent)
{
    setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing |
                   QPainter::SmoothPixmapTransform);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setFrameShape(QFrame::NoFrame);
    setViewportUpdateMode(QGraphicsView::MinimalViewportUpdate);
    setOptimizationFlag(QGraphicsView::DontSavePainterState);
    setMouseTracking(true);
    setMinimumSize(480, 300);
    connect(scene, &QGraphicsScene::sceneRectChanged, this, &MatchView::refit);
}

void MatchView::refit()
{
    if (scene()) fitInView(scene()->sceneRect(), Qt::KeepAspectRatio);
}

void MatchView::resizeEvent(QResizeEvent *event)
{
    QGraphicsView::resizeEvent(event);
    refit();
}

} // namespace ui
