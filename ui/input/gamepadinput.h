#pragma once

#include "hand.h"

#include <QList>
#include <QMap>
#include <QObject>
#include <QTimer>

#include <functional>
#include <optional>

namespace ui {
class MatchController;
}

namespace ui::input {

class CursorHands;
class InputLayer;

/// Gamepads (SDL2's GameController API, read here and nowhere else) as cursor hands, one per
/// pad, each on its seat's board. A pad without a seat is offered a free one at its first button
/// press (left/right choose another, A takes it, B declines). With a seat: the d-pad or left stick
/// moves the cursor (repeating while held), A picks up and puts down, B puts back (or clears the
/// premove), LB/RB take the previous/next pocket piece, Start presses the clock (clock-move rule),
/// and while a trigger is held the buttons
/// send signals: Y sit, X go, LB hold, A OK, B sorry, RB thanks, Back need a pawn, d-pad up,
/// right, left, down need a queen, rook, bishop, knight. A pad unplugged puts its piece back.
///
/// SDL is polled only while a pad is known; otherwise it is asked for new pads once a second.
/// Built without SDL2, or where SDL cannot start, the class does nothing and isAvailable() says so.
class GamepadInput : public QObject
{
    Q_OBJECT

public:
    struct Pad
    {
        int id; ///< SDL joystick instance id
        QString name;
        std::optional<core::Seat> seat;
    };

    /// The first repeat of a held direction, and the ones after it, in milliseconds.
    static constexpr int RepeatDelay = 350;
    static constexpr int RepeatInterval = 110;
    /// The polling interval while a pad is known (a frame at 60 Hz), and otherwise (new pads are
    /// noticed within a second), in milliseconds.
    static constexpr int FastPoll = 16;
    static constexpr int SlowPoll = 1000;

    GamepadInput(CursorHands *cursors, InputLayer *layer, MatchController *controller,
                 QObject *parent = nullptr);
    ~GamepadInput() override;

    /// True if the program was built with SDL2 and SDL's game controller part could start.
    bool isAvailable() const { return m_available; }
    /// True if the program was built with SDL2.
    static bool isBuiltIn();

    /// Starts SDL (once) and the polling timer.
    void start();
    /// Reads every pending SDL event and repeats held directions that are due (the timer calls
    /// it; tests call it after SDL_PushEvent).
    void poll();
    /// The time for repeats (default: a monotonic clock), in milliseconds.
    void setTimeSource(std::function<qint64()> now);

    QList<Pad> pads() const;
    /// Gives `pad` to `seat` (taking it from any other pad) or to none.
    void assign(int pad, std::optional<core::Seat> seat);
    /// The timer's interval now: fast while a pad is known, slow otherwise, 0 when stopped.
    int pollInterval() const { return m_timer.isActive() ? m_timer.interval() : 0; }

signals:
    /// A pad came, went or changed seats.
    void padsChanged();
    /// A message for the status line.
    void statusMessage(const QString &text);

private:
    struct State
    {
        QString name;
        std::optional<core::Seat> seat;
        std::optional<core::Seat> offered;
        bool signalLayer = false;   ///< a trigger is held
        int dx = 0, dy = 0;         ///< the d-pad direction held
        int stickX = 0, stickY = 0; ///< the left stick's direction
        qint64 nextRepeat = 0;
    };

    void added(int deviceIndex);
    void removed(int id);
    void button(int id, int button, bool down);
    void axis(int id, int axis, int value);
    void steer(int id, State &pad);
    void offer(int id, State &pad, int step);
    void act(int id, State &pad, int button);
    QList<core::Seat> freeSeats(int except) const;
    QString padName(int id) const;
    void updateTimer();

    CursorHands *m_cursors;
    InputLayer *m_layer;
    MatchController *m_controller;
    QTimer m_timer;
    std::function<qint64()> m_now;
    QMap<int, State> m_pads;
    QMap<int, void *> m_open; ///< SDL_GameController handles of real pads
    bool m_started = false;
    bool m_available = false;
};

} // namespace ui::input
