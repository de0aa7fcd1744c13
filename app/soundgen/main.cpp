// soundgen: synthesizes the game's sound effects as WAV files, so the repository
// carries a recipe instead of binary assets. Output is fully deterministic.
#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <limits>
#include <numbers>
#include <vector>

namespace soundgen {

constexpr int kSampleRate = 44100;
constexpr double kTwoPi = 2.0 * std::numbers::pi;
constexpr double kForever = std::numeric_limits<double>::infinity();

using Samples = std::vector<double>;

std::size_t toSamples(double seconds)
{
    return static_cast<std::size_t>(std::lround(seconds * kSampleRate));
}

// A sine partial with an exponential decay; glide pulls the pitch from freq
// towards freqEnd with time constant glide (the classic drum "pitch envelope").
struct Tone
{
    double start = 0.0;
    double freq = 440.0;
    double gain = 1.0;
    double attack = 0.001;
    double decay = 0.1;
    double length = kForever;
    double freqEnd = 0.0;
    double glide = 0.0;
};

// A decaying burst of white noise, band-limited to [bandLow, bandHigh] Hz.
struct Burst
{
    double start = 0.0;
    double gain = 1.0;
    double decay = 0.005;
    double bandLow = 500.0;
    double bandHigh = 5000.0;
};

struct Recipe
{
    std::vector<Tone> tones = {};
    std::vector<Burst> bursts = {};
};

Recipe operator+(Recipe a, const Recipe &b)
{
    a.tones.insert(a.tones.end(), b.tones.begin(), b.tones.end());
    a.bursts.insert(a.bursts.end(), b.bursts.begin(), b.bursts.end());
    return a;
}

// xorshift32 with a fixed seed: cheap and, unlike std::*_distribution, identical
// on every standard library, so the generated files never change.
class Noise
{
public:
    double next()
    {
        m_state ^= m_state << 13;
        m_state ^= m_state >> 17;
        m_state ^= m_state << 5;
        return m_state / 2147483648.0 - 1.0;
    }

private:
    std::uint32_t m_state = 0x9E3779B9u;
};

// 6 dB/octave filter: gentle enough to shape noise without ringing.
class OnePole
{
public:
    explicit OnePole(double cutoffHz) : m_coeff(1.0 - std::exp(-kTwoPi * cutoffHz / kSampleRate)) {}

    double lowPass(double x) { return m_state += m_coeff * (x - m_state); }
    double highPass(double x) { return x - lowPass(x); }

private:
    double m_coeff;
    double m_state = 0.0;
};

// Smooth attack, exponential decay, and a short cosine release before a finite
// length, so no layer starts or stops with a click.
double envelope(double t, double attack, double decay, double length)
{
    if (t < 0.0 || t >= length) return 0.0;
    const double rise = attack > 0.0 ? std::min(t / attack, 1.0) : 1.0;
    double level = rise * rise * (3.0 - 2.0 * rise) * std::exp(-t / decay);
    const double release = std::min(0.03, length * 0.2);
    if (t > length - release)
        level *= 0.5 + 0.5 * std::cos(std::numbers::pi * (t - (length - release)) / release);
    return level;
}

void addTone(Samples &out, const Tone &tone)
{
    double phase = 0.0;
    for (std::size_t i = toSamples(tone.start), n = 0; i < out.size(); ++i, ++n) {
        const double t = static_cast<double>(n) / kSampleRate;
        if (t >= tone.length) break;
        const double freq =
            tone.glide > 0.0 ? tone.freqEnd + (tone.freq - tone.freqEnd) * std::exp(-t / tone.glide)
                             : tone.freq;
        out[i] += tone.gain * envelope(t, tone.attack, tone.decay, tone.length) * std::sin(phase);
        phase = std::fmod(phase + kTwoPi * freq / kSampleRate, kTwoPi);
    }
}

void addBurst(Samples &out, const Burst &burst, Noise &noise)
{
    // Two low-pass poles (12 dB/octave) keep the click from sounding hissy.
    OnePole lowCut(burst.bandLow);
    OnePole highCut1(burst.bandHigh);
    OnePole highCut2(burst.bandHigh);
    for (std::size_t i = toSamples(burst.start), n = 0; i < out.size(); ++i, ++n) {
        const double t = static_cast<double>(n) / kSampleRate;
        const double filtered = highCut2.lowPass(highCut1.lowPass(lowCut.highPass(noise.next())));
        out[i] += burst.gain * envelope(t, 0.0003, burst.decay, kForever) * filtered;
    }
}

// --- Instruments: every sound is composed from these few gestures. ---

// A struck wooden body: a noise click for the contact plus two damped modes;
// the second mode ~2.3x up (not harmonic) is what reads as "wood". Lower
// bodies get a duller click, so heavier knocks also sound heavier.
Recipe knock(double start, double pitch, double gain, double ring)
{
    return {
        .tones = {{.start = start, .freq = pitch, .gain = gain, .attack = 0.0005, .decay = ring},
                  {.start = start,
                   .freq = pitch * 2.3,
                   .gain = gain * 0.35,
                   .attack = 0.0005,
                   .decay = ring * 0.45}},
        .bursts = {{.start = start,
                    .gain = gain * 2.5,
                    .decay = 0.003,
                    .bandLow = pitch * 1.5,
                    .bandHigh = std::min(pitch * 8.0, 7000.0)}},
    };
}

// A soft, mostly-sine note; harmonics die faster, as in real instruments.
Recipe note(double start, double freq, double gain, double decay, double length)
{
    Recipe r;
    for (const auto &[harmonic, weight] : {std::pair{1.0, 1.0}, {2.0, 0.2}, {3.0, 0.05}})
        r.tones.push_back({.start = start,
                           .freq = freq * harmonic,
                           .gain = gain * weight,
                           .attack = 0.006,
                           .decay = decay / harmonic,
                           .length = length});
    return r;
}

// A bright chime: free-bar partial ratios (1, 2.76, 5.40) give the inharmonic
// bell colour; a tiny noise tick stands in for the mallet.
Recipe bell(double start, double freq, double gain, double decay)
{
    Recipe r{.bursts = {{.start = start,
                         .gain = gain * 0.3,
                         .decay = 0.002,
                         .bandLow = 3000.0,
                         .bandHigh = 9000.0}}};
    for (const auto &[ratio, weight] : {std::pair{1.0, 1.0}, {2.76, 0.4}, {5.40, 0.15}})
        r.tones.push_back({.start = start,
                           .freq = freq * ratio,
                           .gain = gain * weight,
                           .attack = 0.001,
                           .decay = decay / std::sqrt(ratio)});
    return r;
}

// A water-drop "plop": rising pitch over a small low thud, muffled contact noise.
Recipe plop()
{
    return {
        .tones = {{.freq = 260.0, .attack = 0.003, .decay = 0.035, .freqEnd = 480.0, .glide = 0.03},
                  {.freq = 95.0,
                   .gain = 0.6,
                   .attack = 0.002,
                   .decay = 0.03,
                   .freqEnd = 130.0,
                   .glide = 0.03}},
        .bursts = {{.gain = 0.4, .decay = 0.008, .bandLow = 100.0, .bandHigh = 900.0}},
    };
}

struct Sound
{
    const char *name;
    double length;  // seconds
    double levelDb; // peak; move sits under capture, lowtime stays gentle
    Recipe (*recipe)();
};

const std::array<Sound, 7> kSounds = {{
    {"move", 0.08, -4.0, [] { return knock(0.0, 880.0, 1.0, 0.012); }},
    {"capture", 0.15, -3.0,
     [] { return knock(0.0, 520.0, 1.0, 0.018) + knock(0.055, 430.0, 0.9, 0.022); }},
    {"drop", 0.12, -3.0, plop},
    {"check", 0.2, -3.0,
     [] { return note(0.0, 660.0, 1.0, 0.08, 0.1) + note(0.09, 880.0, 1.0, 0.08, 0.11); }},
    {"lowtime", 0.2, -4.0,
     [] { return knock(0.0, 1900.0, 1.0, 0.02) + knock(0.1, 1350.0, 1.0, 0.02); }},
    {"gameend", 0.9, -3.0,
     [] {
         return note(0.0, 523.25, 1.0, 0.25, kForever) + note(0.11, 659.25, 0.9, 0.25, kForever) +
                note(0.22, 783.99, 0.9, 0.3, kForever);
     }},
    {"signal", 0.4, -3.0,
     [] { return bell(0.0, 1174.66, 1.0, 0.15) + bell(0.13, 1567.98, 0.9, 0.18); }},
}};

Samples render(const Sound &sound)
{
    Samples out(toSamples(sound.length), 0.0);
    const Recipe recipe = sound.recipe();
    Noise noise; // fresh per sound: each file is independent of table order
    for (const Tone &tone : recipe.tones) addTone(out, tone);
    for (const Burst &burst : recipe.bursts) addBurst(out, burst, noise);

    // Remove DC (sub-audio energy from decaying low partials), then taper the
    // edges; the fade-out spans the last 10% so a cut-off tail still dies away.
    OnePole dcBlock(20.0);
    for (double &s : out) s = dcBlock.highPass(s);
    const double fadeIn = static_cast<double>(toSamples(0.001));
    const double fadeOut = static_cast<double>(out.size()) * 0.1;
    for (std::size_t i = 0; i < out.size(); ++i) {
        const double fromEnd = static_cast<double>(out.size() - 1 - i);
        out[i] *= std::min({1.0, static_cast<double>(i) / fadeIn, fromEnd / fadeOut});
    }

    double peak = 0.0;
    for (double s : out) peak = std::max(peak, std::abs(s));
    const double scale = peak > 0.0 ? std::pow(10.0, sound.levelDb / 20.0) / peak : 0.0;
    for (double &s : out) s *= scale;
    return out;
}

// Little-endian regardless of the host, as RIFF requires.
void putLe(std::ostream &os, std::uint32_t value, int bytes)
{
    for (int i = 0; i < bytes; ++i) os.put(static_cast<char>((value >> (8 * i)) & 0xFFu));
}

bool writeWav(const std::filesystem::path &path, const Samples &samples)
{
    std::ofstream os(path, std::ios::binary);
    const auto dataSize = static_cast<std::uint32_t>(samples.size() * 2);
    os.write("RIFF", 4);
    putLe(os, 36 + dataSize, 4);
    os.write("WAVEfmt ", 8);
    putLe(os, 16, 4); // fmt chunk size
    putLe(os, 1, 2);  // PCM
    putLe(os, 1, 2);  // mono
    putLe(os, kSampleRate, 4);
    putLe(os, kSampleRate * 2, 4); // byte rate
    putLe(os, 2, 2);               // block align
    putLe(os, 16, 2);              // bits per sample
    os.write("data", 4);
    putLe(os, dataSize, 4);
    for (double s : samples) {
        const long value = std::clamp(std::lround(s * 32767.0), -32768L, 32767L);
        putLe(os, static_cast<std::uint16_t>(value), 2);
    }
    return static_cast<bool>(os);
}

} // namespace soundgen

int main(int argc, char **argv)
{
    if (argc != 2) {
        std::cerr << "usage: soundgen OUTDIR\n";
        return 2;
    }
    const std::filesystem::path outDir = argv[1];
    std::error_code error;
    std::filesystem::create_directories(outDir, error);
    for (const soundgen::Sound &sound : soundgen::kSounds) {
        const auto path = outDir / (std::string(sound.name) + ".wav");
        if (!soundgen::writeWav(path, soundgen::render(sound))) {
            std::cerr << "soundgen: cannot write " << path.string() << '\n';
            return 1;
        }
    }
    return 0;
}
