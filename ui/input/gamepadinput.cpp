#include "gamepadinput.h"

#include "cursorhands.h"
#include "inputlayer.h"

#include "ui/match/matchcontroller.h"

#include <QElapsedTimer>

#if BUGHOUSE_HAVE_SDL
#include <QLibrary>
#include <SDL.h>

#include <optional>
#endif

namespace ui::input {

using core::Seat;

namespace {

constexpr int StickDeadZone = 16000;
constexpr int TriggerPressed = 12000;

// Button numbers as SDL_GameControllerButton has them (kept here so that the rest of the file
// reads the same with or without SDL).
enum Button
{
    A = 0,
    B = 1,
    X = 2,
    Y = 3,
    Back = 4,
    Start = 6,
    LeftShoulder = 9,
    RightShoulder = 10,
    Up = 11,
    Down = 12,
    Left = 13,
    Right = 14
};
enum Axis
{
    LeftX = 0,
    LeftY = 1,
    TriggerLeft = 4,
    TriggerRight = 5
};

HandId handOf(int id)
{
    return HandId{HandKind::Pad, id};
}

#if BUGHOUSE_HAVE_SDL
// SDL's functions, from libSDL2 as start() loads it. Linked to the program, SDL and the thirty
// libraries it needs (sound servers, Wayland, DRM) were loaded and relocated before the first
// window.
struct Sdl
{
    decltype(&SDL_SetHint) setHint;
    decltype(&SDL_InitSubSystem) initSubSystem;
    decltype(&SDL_QuitSubSystem) quitSubSystem;
    decltype(&SDL_GameControllerEventState) gameControllerEventState;
    decltype(&SDL_PollEvent) pollEvent;
    decltype(&SDL_GameControllerOpen) gameControllerOpen;
    decltype(&SDL_GameControllerClose) gameControllerClose;
    decltype(&SDL_GameControllerGetJoystick) gameControllerGetJoystick;
    decltype(&SDL_GameControllerName) gameControllerName;
    decltype(&SDL_JoystickInstanceID) joystickInstanceID;
};

// Loaded once and never unloaded; null where the library or one of the functions is missing.
const Sdl *sdl()
{
    static const std::optional<Sdl> loaded = []() -> std::optional<Sdl> {
        QLibrary library(QStringLiteral("SDL2-2.0"), 0);
        const auto get = [&library](auto &function, const char *name) {
            function = reinterpret_cast<std::remove_reference_t<decltype(function)>>(
                library.resolve(name));
            return function != nullptr;
        };
        Sdl s;
        const bool found = get(s.setHint, "SDL_SetHint") &&
                           get(s.initSubSystem, "SDL_InitSubSystem") &&
                           get(s.quitSubSystem, "SDL_QuitSubSystem") &&
                           get(s.gameControllerEventState, "SDL_GameControllerEventState") &&
                           get(s.pollEvent, "SDL_PollEvent") &&
                           get(s.gameControllerOpen, "SDL_GameControllerOpen") &&
                           get(s.gameControllerClose, "SDL_GameControllerClose") &&
                           get(s.gameControllerGetJoystick, "SDL_GameControllerGetJoystick") &&
                           get(s.gameControllerName, "SDL_GameControllerName") &&
                           get(s.joystickInstanceID, "SDL_JoystickInstanceID");
        if (!found) return std::nullopt;
        return s;
    }();
    return loaded ? &*loaded : nullptr;
}
#endif

} // namespace

GamepadInput::GamepadInput(CursorHands *cursors, InputLayer *layer, MatchController *controller,
                           QObject *parent)
    : QObject(parent), m_cursors(cursors), m_layer(layer), m_controller(controller)
{
    m_timer.setTimerType(Qt::CoarseTimer);
    connect(&m_timer, &QTimer::timeout, this, &GamepadInput::poll);
    auto clock = std::make_shared<QElapsedTimer>();
    clock->start();
    m_now = [clock] { return clock->elapsed(); };
}

GamepadInput::~GamepadInput()
{
#if BUGHOUSE_HAVE_SDL
    if (!m_available) return;
    for (void *gc : std::as_const(m_open))
        sdl()->gameControllerClose(static_cast<SDL_GameController *>(gc));
    sdl()->quitSubSystem(SDL_INIT_GAMECONTROLLER);
#endif
}

bool GamepadInput::isBuiltIn()
{
    return BUGHOUSE_HAVE_SDL;
}

void GamepadInput::setTimeSource(std::function<qint64()> now)
{
    m_now = std::move(now);
}

void GamepadInput::start()
{
    if (m_started) return;
    m_started = true;
#if BUGHOUSE_HAVE_SDL
    const Sdl *s = sdl();
    if (!s) return;
    s->setHint(SDL_HINT_NO_SIGNAL_HANDLERS, "1");
    s->setHint(SDL_HINT_JOYSTICK_ALLOW_BACKGROUND_EVENTS, "1"); // the window is Qt's, not SDL's
    m_available = s->initSubSystem(SDL_INIT_GAMECONTROLLER) == 0;
    if (m_available) {
        s->gameControllerEventState(SDL_ENABLE);
        updateTimer();
    }
#endif
}

void GamepadInput::updateTimer()
{
    if (!m_available) return;
    const int interval = m_pads.isEmpty() ? SlowPoll : FastPoll;
    if (!m_timer.isActive() || m_timer.interval() != interval) m_timer.start(interval);
}

void GamepadInput::poll()
{
    if (!m_available) return;
#if BUGHOUSE_HAVE_SDL
    SDL_Event e;
    while (sdl()->pollEvent(&e)) {
        switch (e.type) {
        case SDL_CONTROLLERDEVICEADDED: added(e.cdevice.which); break;
        case SDL_CONTROLLERDEVICEREMOVED: removed(e.cdevice.which); break;
        case SDL_CONTROLLERBUTTONDOWN:
        case SDL_CONTROLLERBUTTONUP:
            button(e.cbutton.which, e.cbutton.button, e.type == SDL_CONTROLLERBUTTONDOWN);
            break;
        case SDL_CONTROLLERAXISMOTION: axis(e.caxis.which, e.caxis.axis, e.caxis.value); break;
        default: break;
        }
    }
#endif
    const qint64 now = m_now();
    for (auto it = m_pads.begin(); it != m_pads.end(); ++it) {
        State &pad = *it;
        const int dx = pad.dx ? pad.dx : pad.stickX, dy = pad.dy ? pad.dy : pad.stickY;
        if ((dx || dy) && pad.seat && !pad.signalLayer && now >= pad.nextRepeat) {
            m_cursors->move(handOf(it.key()), dx, dy);
            pad.nextRepeat = now + RepeatInterval;
        }
    }
    updateTimer();
}

QString GamepadInput::padName(int id) const
{
    const auto it = m_pads.constFind(id);
    return it == m_pads.cend() || it->name.isEmpty() ? tr("Gamepad %1").arg(id + 1) : it->name;
}

void GamepadInput::added(int deviceIndex)
{
#if BUGHOUSE_HAVE_SDL
    SDL_GameController *gc = sdl()->gameControllerOpen(deviceIndex);
    if (!gc) return; // not a pad SDL can map: its events never come
    const int id = sdl()->joystickInstanceID(sdl()->gameControllerGetJoystick(gc));
    m_open.insert(id, gc);
    State &pad = m_pads[id];
    pad.name = QString::fromUtf8(sdl()->gameControllerName(gc));
    emit statusMessage(tr("%1 is connected: press a button to take a seat.").arg(padName(id)));
    emit padsChanged();
#else
    Q_UNUSED(deviceIndex);
#endif
}

void GamepadInput::removed(int id)
{
    const auto it = m_pads.find(id);
    if (it == m_pads.end()) return;
    const QString name = padName(id);
    const std::optional<Seat> seat = it->seat;
    m_pads.erase(it);
#if BUGHOUSE_HAVE_SDL
    if (void *gc = m_open.take(id))
        sdl()->gameControllerClose(static_cast<SDL_GameController *>(gc));
#endif
    m_cursors->remove(handOf(id)); // a piece in its hand goes back
    m_layer->setOwnSeat(handOf(id), std::nullopt);
    emit statusMessage(seat ? tr("%1 (%2) was unplugged.").arg(name, m_controller->name(*seat))
                            : tr("%1 was unplugged.").arg(name));
    emit padsChanged();
}

QList<Seat> GamepadInput::freeSeats(int except) const
{
    QList<Seat> seats;
    const core::Match *match = m_controller->match();
    if (!match) return seats;
    for (Seat seat : match->seats()) {
        bool taken = !m_controller->isHuman(seat);
        for (auto it = m_pads.cbegin(); it != m_pads.cend(); ++it)
            if (it.key() != except && it->seat == seat) taken = true;
        if (!taken) seats << seat;
    }
    return seats;
}

void GamepadInput::offer(int id, State &pad, int step)
{
    const QList<Seat> seats = freeSeats(id);
    if (seats.isEmpty()) {
        pad.offered.reset();
        emit statusMessage(tr("%1: every seat is taken.").arg(padName(id)));
        return;
    }
    int i = pad.offered ? int(seats.indexOf(*pad.offered)) : -1;
    i = i < 0 ? 0 : (i + step + int(seats.size())) % int(seats.size());
    pad.offered = seats[i];
    emit statusMessage(
        tr("%1: press A to play for %2 (%3); left or right for another seat, B for none.")
            .arg(padName(id), m_controller->name(seats[i]),
                 MatchController::seatLabel(seats[i], true)));
}

void GamepadInput::assign(int id, std::optional<Seat> seat)
{
    const auto it = m_pads.find(id);
    if (it == m_pads.end()) return;
    if (seat)
        for (auto other = m_pads.begin(); other != m_pads.end(); ++other)
            if (other.key() != id && other->seat == seat) {
                other->seat.reset();
                m_cursors->remove(handOf(other.key()));
                m_layer->setOwnSeat(handOf(other.key()), std::nullopt);
            }
    m_cursors->remove(handOf(id));
    it->seat = seat;
    it->offered.reset();
    m_layer->setOwnSeat(handOf(id), seat);
    if (seat) {
        m_cursors->show(handOf(id), core::boardOf(*seat), seat);
        emit statusMessage(tr("%1 plays for %2 (%3).")
                               .arg(padName(id), m_controller->name(*seat),
                                    MatchController::seatLabel(*seat, true)));
    }
    emit padsChanged();
}

QList<GamepadInput::Pad> GamepadInput::pads() const
{
    QList<Pad> list;
    for (auto it = m_pads.cbegin(); it != m_pads.cend(); ++it)
        list.append({it.key(), padName(it.key()), it->seat});
    return list;
}

void GamepadInput::button(int id, int b, bool down)
{
    const bool known =
        m_pads.contains(id); // a pad that was there before SDL started is known by its events
    State &pad = m_pads[id];
    if (!known) emit padsChanged();
    int *dir = nullptr;
    int value = 0;
    switch (b) {
    case Up: dir = &pad.dy, value = -1; break;
    case Down: dir = &pad.dy, value = 1; break;
    case Left: dir = &pad.dx, value = -1; break;
    case Right: dir = &pad.dx, value = 1; break;
    default: break;
    }
    if (dir && !down) {
        if (*dir == value) *dir = 0;
        return;
    }
    if (!down) return;
    if (!pad.seat) {
        if (!pad.offered)
            offer(id, pad, 0);
        else if (b == Left || b == Right)
            offer(id, pad, value);
        else if (b == A)
            assign(id, pad.offered);
        else if (b == B) {
            pad.offered.reset();
            emit statusMessage(tr("%1 plays for nobody.").arg(padName(id)));
        }
        updateTimer();
        return;
    }
    if (dir && !pad.signalLayer) {
        *dir = value;
        steer(id, pad);
        return;
    }
    act(id, pad, b);
}

// A new direction moves at once, then repeats after a pause.
void GamepadInput::steer(int id, State &pad)
{
    const int dx = pad.dx ? pad.dx : pad.stickX, dy = pad.dy ? pad.dy : pad.stickY;
    if (!dx && !dy) return;
    if (!m_cursors->show(handOf(id), core::boardOf(*pad.seat), pad.seat))
        return; // a new match hid it
    m_cursors->move(handOf(id), dx, dy);
    pad.nextRepeat = m_now() + RepeatDelay;
}

void GamepadInput::act(int id, State &pad, int b)
{
    const HandId hand = handOf(id);
    const Seat seat = *pad.seat;
    if (!m_cursors->show(hand, core::boardOf(seat), seat)) return;
    if (pad.signalLayer) {
        std::optional<core::PartnerSignal> signal;
        switch (b) {
        case Y: signal = core::PartnerSignal::Sit; break;
        case X: signal = core::PartnerSignal::Go; break;
        case LeftShoulder: signal = core::PartnerSignal::Hold; break;
        case A: signal = core::PartnerSignal::Ok; break;
        case B: signal = core::PartnerSignal::Sorry; break;
        case RightShoulder: signal = core::PartnerSignal::Thanks; break;
        case Back: signal = core::PartnerSignal::NeedPawn; break;
        case Up: signal = core::PartnerSignal::NeedQueen; break;
        case Right: signal = core::PartnerSignal::NeedRook; break;
        case Left: signal = core::PartnerSignal::NeedBishop; break;
        case Down: signal = core::PartnerSignal::NeedKnight; break;
        default: break;
        }
        const core::Match *match = m_controller->match();
        if (signal && match && match->config().mode == core::MatchMode::Bughouse) {
            m_controller->sendSignal(seat, *signal);
        }
        return;
    }
    switch (b) {
    case A: m_cursors->select(hand); break;
    case B:
        if (m_layer->hand(hand) || m_layer->promotion(core::boardOf(seat)) ||
            m_controller->pendingMove(core::boardOf(seat)))
            m_cursors->cancel(hand);
        else
            m_controller->clearPremove(seat);
        break;
    case Start: m_cursors->pressClock(seat); break;
    case LeftShoulder: m_cursors->pocketPiece(hand, seat, -1); break;
    case RightShoulder: m_cursors->pocketPiece(hand, seat, 1); break;
    default: break;
    }
}

void GamepadInput::axis(int id, int a, int value)
{
    const bool known = m_pads.contains(id);
    State &pad = m_pads[id];
    if (!known) emit padsChanged();
    if (a == TriggerLeft || a == TriggerRight) {
        pad.signalLayer = value > TriggerPressed;
        return;
    }
    if (a != LeftX && a != LeftY) return;
    const int dir = value > StickDeadZone ? 1 : value < -StickDeadZone ? -1 : 0;
    int &current = a == LeftX ? pad.stickX : pad.stickY;
    if (dir == current) return;
    current = dir;
    if (!pad.seat) {
        if (a == LeftX && dir && pad.offered) offer(id, pad, dir);
        return;
    }
    if (!pad.signalLayer) steer(id, pad);
}

} // namespace ui::input
