#pragma once

#include <QObject>
#include <QStringList>

#include <memory>

namespace ui {

class SoundEffects;

/// The synthesized sound effects (made at build time by soundgen), through Qt Multimedia in the
/// module bughouse_audio, loaded when the first sound plays. Without an audio output device, or
/// without the module, it stays silent and creates nothing.
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
    /// Where the module is looked for, in order, for a program in `programDir`: beside it (the
    /// build), then in the private library folder of an installed program, found by the path from
    /// the programs' folder to it that the build computed (../lib/<multiarch>/bughouse).
    static QStringList modulePaths(const QString &programDir);

private:
    bool load();

    std::unique_ptr<SoundEffects> m_effects;
    bool m_loaded = false;
    int m_volume = 70;
    bool m_muted = false;
};

} // namespace ui
