#include "sounds.h"

#include "soundeffects.h"

#include <QCoreApplication>
#include <QDir>
#include <QLibrary>

namespace ui {

Sounds::Sounds(QObject *parent) : QObject(parent) {}

Sounds::~Sounds() = default;

void Sounds::setVolume(int volume)
{
    m_volume = qBound(0, volume, 100);
    if (m_effects) m_effects->setVolume(m_volume / 100.0f);
}

void Sounds::setMuted(bool muted)
{
    m_muted = muted;
}

QStringList Sounds::modulePaths(const QString &programDir)
{
    return {programDir + QStringLiteral("/bughouse_audio"),
            QDir::cleanPath(programDir +
                            QStringLiteral("/" BUGHOUSE_MODULE_FROM_BIN "/bughouse_audio"))};
}

// Loaded on first use: Qt Multimedia and the sound server's libraries, loaded with the program,
// took 2 MiB and part of the start-up before the first window. The module is never unloaded
// (QLibrary's destructor leaves it).
bool Sounds::load()
{
    if (m_loaded) return m_effects != nullptr;
    m_loaded = true;
    CreateSoundEffects create = nullptr;
    for (const QString &path : modulePaths(QCoreApplication::applicationDirPath())) {
        QLibrary module(path);
        create = reinterpret_cast<CreateSoundEffects>(module.resolve("bughouseSoundEffects"));
        if (create) break;
    }
    if (!create) return false;
    static const char *const names[] = {"move",    "capture", "drop",  "check",
                                        "lowtime", "gameend", "signal"};
    QStringList sources;
    for (const char *name : names)
        sources << QStringLiteral("qrc:/sounds/%1.wav").arg(QLatin1String(name));
    m_effects.reset(create(sources));
    if (m_effects) m_effects->setVolume(m_volume / 100.0f);
    return m_effects != nullptr;
}

void Sounds::play(Effect effect)
{
    if (m_muted || m_volume == 0 || !load()) return;
    m_effects->play(int(effect));
}

} // namespace ui
