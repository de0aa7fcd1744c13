#pragma once

#include <QObject>

#include <array>

class QSoundEffect;

namespace ui {

/// The synthesized sound effects (made at build time by soundgen), through Qt Multimedia.
/// Without an audio output device it stays silent and creates nothing.
class Sounds : public QObject
{
    Q_OBJECT

public:
    enum class Effect
    {
        Move,
        Capture,
        Drop,
        Check,
        LowTime,
        GameEnd,
        Signal
    };

    explicit Sounds(QObject *parent = nullptr);
    ~Sounds() override;

    /// Volume 0..100; 0 or muted plays nothing.
    void setVolume(int volume);
    void setMuted(bool muted);
    /// Plays `effect` (loading the effects on first use).
    void play(Effect effect);

private:
    bool load();

    std::array<QSoundEffect *, 7> m_effects{};
    bool m_loaded = false;
    bool m_available = true;
    int m_volume = 70;
    bool m_muted = false;
};

} // namespace ui
