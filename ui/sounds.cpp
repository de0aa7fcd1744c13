#include "sounds.h"

#include <QAudioDevice>
#include <QMediaDevices>
#include <QSoundEffect>
#include <QUrl>

namespace ui {

Sounds::Sounds(QObject *parent) : QObject(parent) {}

Sounds::~Sounds() = default;

void Sounds::setVolume(int volume)
{
    m_volume = qBound(0, volume, 100);
    for (QSoundEffect *e : m_effects)
        if (e) e->setVolume(m_volume / 100.0f);
}

void Sounds::setMuted(bool muted)
{
    m_muted = muted;
}

// Loaded on first use: Qt Multimedia's start-up would otherwise delay the first window.
bool Sounds::load()
{
    if (m_loaded) return m_available;
    m_loaded = true;
    // Without a sound server the PulseAudio backend says so on every start; silence is the answer.
    const QtMessageHandler previous = qInstallMessageHandler([](QtMsgType, const QMessageLogContext &, const QString &) {});
    m_available = !QMediaDevices::audioOutputs().isEmpty();
    qInstallMessageHandler(previous);
    if (!m_available) return false;
    static const char *const names[] = {"move", "capture", "drop", "check", "lowtime", "gameend", "signal"};
    for (int i = 0; i < int(m_effects.size()); ++i) {
        auto *effect = new QSoundEffect(this);
        effect->setSource(QUrl(QStringLiteral("qrc:/sounds/%1.wav").arg(QLatin1String(names[i]))));
        effect->setVolume(m_volume / 100.0f);
        m_effects[i] = effect;
    }
    return true;
}

void Sounds::play(Effect effect)
{
    if (m_muted || m_volume == 0 || !load()) return;
    m_effects[int(effect)]->play();
}

} // namespace ui
