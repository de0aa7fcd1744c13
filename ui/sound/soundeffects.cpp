// The sound module: Qt Multimedia, and through it the sound server's libraries, come into the
// process only with the first sound.
#include "soundeffects.h"

#include <QAudioDevice>
#include <QMediaDevices>
#include <QSoundEffect>
#include <QUrl>

#include <memory>
#include <vector>

namespace {

class QtSoundEffects final : public ui::SoundEffects
{
public:
    explicit QtSoundEffects(const QStringList &sources)
    {
        for (const QString &source : sources) {
            m_effects.push_back(std::make_unique<QSoundEffect>());
            m_effects.back()->setSource(QUrl(source));
        }
    }

    void setVolume(float volume) override
    {
        for (const auto &e : m_effects) e->setVolume(volume);
    }

    void play(int index) override { m_effects[index]->play(); }

private:
    std::vector<std::unique_ptr<QSoundEffect>> m_effects;
};

} // namespace

extern "C" Q_DECL_EXPORT ui::SoundEffects *bughouseSoundEffects(const QStringList &sources)
{
    // Without a sound server the PulseAudio backend says so on every start; silence is the answer.
    const QtMessageHandler previous =
        qInstallMessageHandler([](QtMsgType, const QMessageLogContext &, const QString &) {});
    const bool available = !QMediaDevices::audioOutputs().isEmpty();
    qInstallMessageHandler(previous);
    return available ? new QtSoundEffects(sources) : nullptr;
}
