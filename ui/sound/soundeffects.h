#pragma once

#include <QStringList>

namespace ui {

/// The sound effects as the sound module plays them (bughouse_audio, Qt Multimedia), which Sounds
/// loads when the first sound plays.
class SoundEffects
{
public:
    virtual ~SoundEffects() = default;
    /// Volume 0..1 for every effect.
    virtual void setVolume(float volume) = 0;
    /// Plays effect `index` (of the sources the module was given).
    virtual void play(int index) = 0;
};

/// The module's entry point: the effects of `sources` (URLs of WAV files), or nullptr without an
/// audio output device.
using CreateSoundEffects = SoundEffects *(*)(const QStringList &sources);

} // namespace ui
