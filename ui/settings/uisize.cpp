#include "uisize.h"

#include <QApplication>
#include <QIcon>
#include <QImage>
#include <QLabel>
#include <QMessageBox>
#include <QPainter>
#include <QPixmap>
#include <QPixmapCache>
#include <QProxyStyle>
#include <QScreen>
#include <QStyleFactory>
#include <QStyleOption>
#include <QToolTip>
#include <QWidget>

#include <algorithm>
#include <cmath>

namespace ui {

namespace {

// The desktop's own font, tool tip font and style, taken before the first change.
struct Base
{
    QFont font = QApplication::font();
    QFont toolTip = QToolTip::font();
    QString style = QApplication::style()->name();
};

Base &base()
{
    static Base b;
    return b;
}

qreal s_factor = 1;
qreal s_overNormal = 1;

// Fonts alone leave check boxes, scroll bars, icons and margins at their small sizes: the style's
// metrics grow with them.
class ScaledStyle : public QProxyStyle
{
public:
    ScaledStyle(const QString &baseStyle, qreal factor)
        : QProxyStyle(QStyleFactory::create(baseStyle)), m_factor(factor)
    {}

    int pixelMetric(PixelMetric metric, const QStyleOption *option,
                    const QWidget *widget) const override
    {
        const int value = QProxyStyle::pixelMetric(metric, option, widget);
        const int scaled = value > 0 ? std::max(1, int(std::lround(value * m_factor))) : value;
        // A line edit's buttons (clear) sit in its line of text: no taller than that line.
        if (metric == PM_LineEditIconSize && widget)
            return std::min(scaled, widget->fontMetrics().height());
        return scaled;
    }

    // Fusion reserves a fixed room for a menu's shortcut column; at large sizes a long item beside
    // a shortcut is cut ("About …ghouse") unless its width grows with the font.
    QSize sizeFromContents(ContentsType type, const QStyleOption *option, const QSize &contents,
                           const QWidget *widget) const override
    {
        QSize size = QProxyStyle::sizeFromContents(type, option, contents, widget);
        if (type == CT_MenuItem && m_factor > 1) size.rwidth() += 2 * option->fontMetrics.height();
        return size;
    }

    // Fusion draws arrows at most 14x8 pixels at 96 dpi, the dpi being the option's font's: with it
    // raised by the factor, the arrows of combo boxes, spin boxes, scroll bars and sub-menus grow.
    void drawPrimitive(PrimitiveElement element, const QStyleOption *option, QPainter *painter,
                       const QWidget *widget) const override
    {
        switch (element) {
        case PE_IndicatorArrowUp:
        case PE_IndicatorArrowDown:
        case PE_IndicatorArrowLeft:
        case PE_IndicatorArrowRight:
        case PE_IndicatorSpinUp:
        case PE_IndicatorSpinDown:
        case PE_IndicatorSpinPlus:
        case PE_IndicatorSpinMinus: {
            QStyleOption scaled(*option);
            scaled.fontMetrics = scaledMetrics(option->fontMetrics);
            QProxyStyle::drawPrimitive(element, &scaled, painter, widget);
            return;
        }
        default: QProxyStyle::drawPrimitive(element, option, painter, widget);
        }
    }

    void drawComplexControl(ComplexControl control, const QStyleOptionComplex *option,
                            QPainter *painter, const QWidget *widget) const override
    {
        // Only frames and arrows are drawn here; the texts of these controls are drawn apart.
        const auto withScaledArrows = [&](auto copy) {
            copy.fontMetrics = scaledMetrics(option->fontMetrics);
            QProxyStyle::drawComplexControl(control, &copy, painter, widget);
        };
        if (const auto *combo = qstyleoption_cast<const QStyleOptionComboBox *>(option);
            combo && control == CC_ComboBox)
            withScaledArrows(*combo);
        else if (const auto *spin = qstyleoption_cast<const QStyleOptionSpinBox *>(option);
                 spin && control == CC_SpinBox)
            withScaledArrows(*spin);
        else if (const auto *bar = qstyleoption_cast<const QStyleOptionSlider *>(option);
                 bar && control == CC_ScrollBar)
            withScaledArrows(*bar);
        else
            QProxyStyle::drawComplexControl(control, option, painter, widget);
    }

    // The line edits' clear button, a 32-pixel image blown up to a blur, is drawn at its size.
    QPixmap standardPixmap(StandardPixmap pixmap, const QStyleOption *option,
                           const QWidget *widget) const override
    {
        if (pixmap != SP_LineEditClearButton || m_factor <= 1)
            return QProxyStyle::standardPixmap(pixmap, option, widget);
        const int size = pixelMetric(PM_LineEditIconSize, option, widget);
        QPixmap clear(size, size);
        clear.fill(Qt::transparent);
        QPainter painter(&clear);
        painter.setRenderHint(QPainter::Antialiasing);
        painter.setPen(Qt::NoPen);
        painter.setBrush(QColor(0, 0, 0, 110));
        painter.drawEllipse(QRectF(1, 1, size - 2, size - 2));
        painter.setPen(QPen(Qt::white, std::max(1.5, size / 10.0), Qt::SolidLine, Qt::RoundCap));
        drawCross(painter, size, size * 0.32);
        return clear;
    }

    // The message boxes' icons come as 32-pixel images: drawn at the size the metrics ask for.
    // The docks' close and float buttons, 13-pixel images that an icon never enlarges, are drawn
    // at their size.
    QIcon standardIcon(StandardPixmap icon, const QStyleOption *option,
                       const QWidget *widget) const override
    {
        const bool close = icon == SP_TitleBarCloseButton || icon == SP_DockWidgetCloseButton;
        if ((close || icon == SP_TitleBarNormalButton) && m_factor > 1)
            return drawnIcon(
                close, pixelMetric(PM_SmallIconSize, option, widget),
                (widget ? widget->palette() : QApplication::palette()).color(QPalette::WindowText));
        const QIcon base = QProxyStyle::standardIcon(icon, option, widget);
        if (icon < SP_MessageBoxInformation || icon > SP_MessageBoxQuestion || m_factor <= 1)
            return base;
        const int size = pixelMetric(PM_MessageBoxIconSize, option, widget);
        QIcon scaled = base;
        scaled.addPixmap(
            base.pixmap(size).scaled(size, size, Qt::KeepAspectRatio, Qt::SmoothTransformation));
        return scaled;
    }

private:
    // An X over a `size` square, `inset` in from its corners, with the painter's pen.
    static void drawCross(QPainter &painter, qreal size, qreal inset)
    {
        const qreal out = size - inset;
        painter.drawLine(QPointF(inset, inset), QPointF(out, out));
        painter.drawLine(QPointF(out, inset), QPointF(inset, out));
    }

    // A cross (`close`) or two overlapping windows (float) in `color`, `size` pixels square.
    static QIcon drawnIcon(bool close, int size, const QColor &color)
    {
        QPixmap pixmap(size, size);
        pixmap.fill(Qt::transparent);
        QPainter painter(&pixmap);
        painter.setRenderHint(QPainter::Antialiasing);
        const qreal pen = std::max(1.5, size / 9.0), in = size * 0.25, out = size - in;
        painter.setPen(QPen(color, pen, Qt::SolidLine, Qt::RoundCap));
        if (close) {
            drawCross(painter, size, in);
        } else {
            const qreal side = (out - in) * 0.75, step = (out - in) - side;
            painter.drawRect(QRectF(in + step, in, side, side));
            painter.drawRect(QRectF(in, in + step, side, side));
        }
        return QIcon(pixmap);
    }

    // `metrics` as on a screen of the factor times its dots per inch.
    QFontMetrics scaledMetrics(const QFontMetrics &metrics) const
    {
        QImage device(1, 1, QImage::Format_ARGB32);
        const int dotsPerMeter = int(std::lround(metrics.fontDpi() * m_factor / 0.0254));
        device.setDotsPerMeterX(dotsPerMeter);
        device.setDotsPerMeterY(dotsPerMeter);
        return QFontMetrics(QApplication::font(), &device);
    }

    qreal m_factor;
};

QFont scaledFont(QFont font, qreal factor)
{
    if (font.pointSizeF() > 0)
        font.setPointSizeF(font.pointSizeF() * factor);
    else
        font.setPixelSize(std::max(1, int(std::lround(font.pixelSize() * factor))));
    return font;
}

// How much bigger than a 1080-line screen `screen` is in the desktop's units (1 to 2): a desktop
// that scales (device pixel ratio, or DPI for fonts) has made its text bigger already.
qreal screenGrowth(const QScreen *screen)
{
    if (!screen) return 1;
    const qreal dpiScale = std::max<qreal>(1, screen->logicalDotsPerInch() / 96);
    const qreal lines = screen->geometry().height() / dpiScale;
    return std::clamp(lines / 1080, qreal(1), qreal(2));
}

} // namespace

qreal UiSize::factor(SizeChoice choice, const QScreen *screen)
{
    const qreal normal = screenGrowth(screen);
    // The largest dialog (New match, about 870x410 at factor 1) must fit the screen at Huge; on a
    // screen too small for that, Huge still grows, and the dialogs scroll or squeeze.
    qreal fits = 2.5 * normal;
    if (screen) {
        const QSize room = screen->availableGeometry().size();
        fits = std::min({fits, room.width() / qreal(900), room.height() / qreal(440)});
    }
    const qreal huge = std::max(fits, 1.25 * normal);
    switch (choice) {
    case SizeChoice::Normal: return normal;
    case SizeChoice::Large: return std::min(1.5 * normal, (normal + huge) / 2);
    case SizeChoice::Huge: return huge;
    case SizeChoice::Automatic: break;
    }
    return factor(automaticChoice(screen), screen);
}

SizeChoice UiSize::automaticChoice(const QScreen *screen)
{
    const qreal growth = screenGrowth(screen);
    if (growth <= 1) return SizeChoice::Normal;
    // Nearest on a logarithmic scale, as sizes are perceived.
    const qreal wanted = std::log(growth * growth);
    SizeChoice best = SizeChoice::Normal;
    for (SizeChoice c : {SizeChoice::Large, SizeChoice::Huge})
        if (std::abs(std::log(factor(c, screen)) - wanted) <
            std::abs(std::log(factor(best, screen)) - wanted))
            best = c;
    return best;
}

namespace {

// Qt lays a message box's text out at most 500 pixels wide, whatever the font: at Huge that is
// a word or two a line. Its text gets about 40 letters, within the width Qt allows at most.
class MessageWidener : public QObject
{
public:
    using QObject::QObject;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() != QEvent::Show) return false;
        auto *box = qobject_cast<QMessageBox *>(watched);
        auto *label = box ? box->findChild<QLabel *>(QStringLiteral("qt_msgbox_label")) : nullptr;
        if (!label || !box->screen()) return false;
        const int screen = box->screen()->availableGeometry().width();
        const int most = screen <= 1024 ? screen : std::min(screen - 480, 1000);
        label->setMinimumWidth(
            std::min(40 * QFontMetrics(label->font()).averageCharWidth(), most * 9 / 10));
        return false;
    }
};

} // namespace

void UiSize::apply(qreal factor, qreal normal)
{
    s_overNormal = factor / normal;
    static bool applied = false;
    if (!applied) qApp->installEventFilter(new MessageWidener(qApp));
    if (applied && qFuzzyCompare(factor, s_factor)) return;
    const Base &b = base();
    applied = true;
    s_factor = factor;
    QApplication::setFont(scaledFont(b.font, factor));
    QToolTip::setFont(scaledFont(b.toolTip, factor));
    QApplication::setStyle(new ScaledStyle(b.style, factor));
    QPixmapCache::clear(); // the style's cached arrows are keyed by their rectangle, not the size
}

qreal UiSize::current()
{
    return s_factor;
}

qreal UiSize::overNormal()
{
    return s_overNormal;
}

QSize UiSize::scaled(QSize size, const QWidget *widget)
{
    return onScreen(size * s_factor, widget);
}

QSize UiSize::onScreen(QSize size, const QWidget *widget)
{
    const QScreen *screen = widget ? widget->screen() : QApplication::primaryScreen();
    return screen ? size.boundedTo(screen->availableGeometry().size() - frameReserve(widget))
                  : size;
}

void UiSize::placeOver(QWidget *window)
{
    const QWidget *parent = window->parentWidget() ? window->parentWidget()->window() : nullptr;
    const QScreen *screen = parent ? parent->screen() : window->screen();
    if (!screen) return;
    const QRect room = screen->availableGeometry();
    QRect frame(QPoint(), window->size() + frameReserve(parent ? parent : window));
    frame.moveCenter(parent ? parent->frameGeometry().center() : room.center());
    frame.moveLeft(std::clamp(frame.left(), room.left(),
                              std::max(room.left(), room.right() + 1 - frame.width())));
    frame.moveTop(std::clamp(frame.top(), room.top(),
                             std::max(room.top(), room.bottom() + 1 - frame.height())));
    window->move(frame.topLeft()); // a window's position is that of its frame
}

QSize UiSize::frameReserve(const QWidget *widget)
{
    // What the window manager adds is known once a window of ours has been framed; until then
    // room for a title bar and borders at the current text size.
    const QFontMetrics metrics(QApplication::font());
    QSize reserve(metrics.height(), 3 * metrics.height());
    for (const QWidget *w = widget; w; w = w->parentWidget())
        if (w->isWindow() && w->isVisible() && w->frameGeometry().size() != w->size())
            return reserve.expandedTo(w->frameGeometry().size() - w->size());
    return reserve;
}

QString UiSize::id(SizeChoice choice)
{
    switch (choice) {
    case SizeChoice::Automatic: break;
    case SizeChoice::Normal: return QStringLiteral("normal");
    case SizeChoice::Large: return QStringLiteral("large");
    case SizeChoice::Huge: return QStringLiteral("huge");
    }
    return QStringLiteral("automatic");
}

SizeChoice UiSize::fromId(const QString &id)
{
    for (SizeChoice c : {SizeChoice::Normal, SizeChoice::Large, SizeChoice::Huge})
        if (id == UiSize::id(c)) return c;
    return SizeChoice::Automatic;
}

} // namespace ui
