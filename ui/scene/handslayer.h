#pragma once

#include "ui/input/hand.h"

#include <QMap>
#include <QObject>

class QGraphicsItem;

namespace ui {

class MatchController;
class MatchScene;
class PieceArt;
namespace input {
class CursorHands;
class InputLayer;
} // namespace input

/// Draws on a match scene what an input layer's hands hold and where its cursors are: the held
/// piece's marks on its board and pocket, the pieces that follow a pointer or cursor, the promotion
/// choosers, the key and gamepad cursors, and each board's premoves as ghosts. It follows the
/// hands, cursors and premoves by itself.
class HandsLayer : public QObject
{
    Q_OBJECT

public:
    /// Draws `layer`'s hands and `cursors` on `scene`, as its child.
    HandsLayer(MatchScene *scene, const MatchController *controller, PieceArt *art,
               const input::InputLayer *layer, const input::CursorHands *cursors);

private:
    void syncHands();
    void syncCursors();
    void syncPremoves();
    void clearDragItems();

    MatchScene *m_scene;
    const MatchController *m_controller;
    PieceArt *m_art;
    const input::InputLayer *m_layer;
    const input::CursorHands *m_cursors;
    QMap<input::HandId, QGraphicsItem *>
        m_dragItems; ///< the pieces that follow a pointer or cursor
};

} // namespace ui
