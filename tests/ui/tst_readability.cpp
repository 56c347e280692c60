// SPDX-License-Identifier: Apache-2.0
// High contrast and 200% text: with the system's font doubled and a high-contrast palette (white
// on black), every dialog and the main window stay usable in every language — they fit a
// 1080p screen, no label or button is cut off or pushed outside its window, and no widget
// replaces the palette's colours with ones of its own that fall below WCAG's contrast minimum.
#include "ClientFixture.h"
#include "client/InProcessTransport.h"
#include "cluster/AddClusterDialog.h"
#include "cluster/NewSandboxDialog.h"
#include "connect/ConnectDialog.h"
#include "connect/TokenStore.h"
#include "files/ChangeSetDialog.h"
#include "main/LanguageLoader.h"
#include "main/MainWindow.h"
#include "processes/ProcessLogsDialog.h"
#include "processes/StartProcessDialog.h"
#include "resources/AuditDialog.h"
#include "server/SandboxHost.h"
#include "sessions/NewSessionDialog.h"
#include "sessions/SandboxConnection.h"
#include "sessions/SandboxDirectoryDialog.h"
#include "terminal/ColorSchemeLibrary.h"
#include "terminal/ProfileDialog.h"

#include <QAbstractButton>
#include <QApplication>
#include <QComboBox>
#include <QLabel>
#include <QLayout>
#include <QLineEdit>
#include <QPointer>
#include <QSpinBox>
#include <QtTest>

#include <cmath>
#include <memory>
#include <vector>

using namespace sandman;
using namespace sandman::test;

namespace {

// A 1080p screen less a desktop panel: what a dialog at 200% text must still fit.
constexpr QSize kScreen(1920, 1040);
// WCAG 2.1 AA for normal text.
constexpr double kMinimumContrast = 4.5;

double relativeLuminance(const QColor &color)
{
    auto channel = [](double c) { return c <= 0.03928 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4); };
    return 0.2126 * channel(color.redF()) + 0.7152 * channel(color.greenF())
        + 0.0722 * channel(color.blueF());
}

double contrast(const QColor &a, const QColor &b)
{
    const double la = relativeLuminance(a);
    const double lb = relativeLuminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

// White on black with a yellow selection, as desktop high-contrast themes have it.
QPalette highContrastPalette()
{
    QPalette p;
    for (QPalette::ColorGroup group : {QPalette::Active, QPalette::Inactive}) {
        p.setColor(group, QPalette::Window, Qt::black);
        p.setColor(group, QPalette::WindowText, Qt::white);
        p.setColor(group, QPalette::Base, Qt::black);
        p.setColor(group, QPalette::AlternateBase, QColor(0x20, 0x20, 0x20));
        p.setColor(group, QPalette::Text, Qt::white);
        p.setColor(group, QPalette::Button, Qt::black);
        p.setColor(group, QPalette::ButtonText, Qt::white);
        p.setColor(group, QPalette::Highlight, Qt::yellow);
        p.setColor(group, QPalette::HighlightedText, Qt::black);
        p.setColor(group, QPalette::ToolTipBase, Qt::black);
        p.setColor(group, QPalette::ToolTipText, Qt::white);
        p.setColor(group, QPalette::PlaceholderText, QColor(0xc0, 0xc0, 0xc0));
        p.setColor(group, QPalette::Link, QColor(0x80, 0xc0, 0xff));
    }
    p.setColor(QPalette::Disabled, QPalette::WindowText, QColor(0x90, 0x90, 0x90));
    p.setColor(QPalette::Disabled, QPalette::Text, QColor(0x90, 0x90, 0x90));
    p.setColor(QPalette::Disabled, QPalette::ButtonText, QColor(0x90, 0x90, 0x90));
    return p;
}

QString describe(const QWidget *widget)
{
    QString text;
    if (auto *label = qobject_cast<const QLabel *>(widget))
        text = label->text();
    else if (auto *button = qobject_cast<const QAbstractButton *>(widget))
        text = button->text();
    return QStringLiteral("%1 %2 \"%3\"")
        .arg(QString::fromLatin1(widget->metaObject()->className()), widget->objectName(), text.left(60));
}

// The widgets whose text the user must read in full: labels and buttons with text.
bool carriesText(const QWidget *widget)
{
    if (auto *label = qobject_cast<const QLabel *>(widget))
        return !label->text().isEmpty() && label->pixmap().isNull();
    if (auto *button = qobject_cast<const QAbstractButton *>(widget))
        return !button->text().isEmpty();
    return false;
}

// Null when the window's visible text is all readable; else what is not.
QString unreadable(QWidget *window)
{
    const QRect inside = window->rect();
    for (QWidget *widget : window->findChildren<QWidget *>()) {
        if (!widget->isVisibleTo(window) || !carriesText(widget))
            continue;
        // Inside a scroll area's viewport the user can scroll to it; behind another tab (a tabbed
        // dock) it is not on screen; anywhere else all of it must show.
        bool scrolled = false;
        for (QWidget *up = widget->parentWidget(); up && up != window; up = up->parentWidget())
            scrolled = scrolled || up->objectName() == QLatin1String("qt_scrollarea_viewport");
        const QRect seen = widget->visibleRegion().boundingRect();
        if (seen.isEmpty())
            continue;
        const QRect where(widget->mapTo(window, QPoint(0, 0)), widget->size());
        if (!scrolled && (seen != widget->rect() || !inside.contains(where)))
            return describe(widget)
                + QStringLiteral(" is cut off by what holds it: %1,%2 %3x%4 of %5x%6 shows")
                      .arg(seen.x())
                      .arg(seen.y())
                      .arg(seen.width())
                      .arg(seen.height())
                      .arg(widget->width())
                      .arg(widget->height());
        const QSize needed = widget->minimumSizeHint();
        auto *label = qobject_cast<QLabel *>(widget);
        const bool wraps = label && label->wordWrap();
        if (!wraps && widget->width() < needed.width())
            return describe(widget)
                + QStringLiteral(" is cut off: %1 px wide, needs %2")
                      .arg(widget->width())
                      .arg(needed.width());
        const int neededHeight = wraps ? label->heightForWidth(widget->width()) : needed.height();
        if (widget->height() < neededHeight - 1)
            return describe(widget)
                + QStringLiteral(" is cut off: %1 px high, needs %2").arg(widget->height()).arg(neededHeight);
        const QPalette palette = widget->palette();
        const QPalette::ColorGroup group = widget->isEnabled() ? QPalette::Active : QPalette::Disabled;
        if (group == QPalette::Disabled)
            continue; // disabled text is meant to recede
        const double ratio = contrast(palette.color(group, widget->foregroundRole()),
                                      palette.color(group, widget->backgroundRole()));
        if (ratio < kMinimumContrast)
            return describe(widget) + QStringLiteral(" has a contrast of %1:1").arg(ratio, 0, 'f', 1);
    }
    return {};
}

} // namespace

class tst_Readability : public QObject
{
    Q_OBJECT

private:
    LanguageLoader m_language;
    QFont m_font;
    QPalette m_palette;
    std::unique_ptr<ClientFixture> m_fx;
    ColorSchemeLibrary m_schemes;
    TokenStore m_tokens;

    // A connection to the fixture's sandbox, owned by parent (the window adopts its own).
    SandboxConnection *newConnection(QObject *parent)
    {
        auto *connection = new SandboxConnection(
            QStringLiteral("Local sandbox"),
            new InProcessTransport(m_fx->host()->handler(), m_fx->host()->context()), true, parent);
        m_connections.emplace_back(connection);
        return connection;
    }
    std::vector<QPointer<SandboxConnection>> m_connections;

    std::unique_ptr<QWidget> make(const QString &name)
    {
        if (name == QLatin1String("connect"))
            return std::make_unique<ConnectDialog>(&m_tokens);
        if (name == QLatin1String("new session"))
            return std::make_unique<NewSessionDialog>(QStringLiteral("Local sandbox"));
        if (name == QLatin1String("start process"))
            return std::make_unique<StartProcessDialog>(QStringLiteral("default"));
        if (name == QLatin1String("process logs"))
            return std::make_unique<ProcessLogsDialog>(QStringLiteral("proc-1"));
        if (name == QLatin1String("add cluster"))
            return std::make_unique<AddClusterDialog>();
        if (name == QLatin1String("new sandbox"))
            return std::make_unique<NewSandboxDialog>(QStringLiteral("kind-dev"));
        if (name == QLatin1String("profile"))
            return std::make_unique<ProfileDialog>(TerminalProfile{}, &m_schemes, true);
        if (name == QLatin1String("change set"))
            return std::make_unique<ChangeSetDialog>(m_fx->client(), QStringLiteral("cmd-1"),
                                                     QStringLiteral("python3 refactor.py"));
        if (name == QLatin1String("folder"))
            return std::make_unique<SandboxDirectoryDialog>(m_fx->client(), QStringLiteral("default"),
                                                            QString());
        if (name == QLatin1String("audit"))
            return std::make_unique<AuditDialog>(newConnection(nullptr)); // deleted at the end
        return nullptr;
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        m_font = QApplication::font();
        m_palette = QApplication::palette();
        m_fx = ClientFixture::create(QStringLiteral("inprocess"));
        QVERIFY(m_fx);
    }

    void init()
    {
        QFont large = m_font;
        large.setPointSizeF(m_font.pointSizeF() * 2);
        QApplication::setFont(large);
        QApplication::setPalette(highContrastPalette());
    }

    void cleanup()
    {
        QApplication::setFont(m_font);
        QApplication::setPalette(m_palette);
        m_language.install(QStringLiteral("en"));
    }

    void cleanupTestCase()
    {
        for (const QPointer<SandboxConnection> &connection : m_connections)
            delete connection.data();
        m_fx.reset();
    }

    void dialogsStayUsable_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("dialog");
        for (const char *language : {"en", "zh_CN", "ja"})
            for (const char *dialog :
                 {"connect", "new session", "start process", "process logs", "add cluster", "new sandbox",
                  "profile", "change set", "folder", "audit"})
                QTest::addRow("%s %s", language, dialog)
                    << QString::fromLatin1(language) << QString::fromLatin1(dialog);
    }

    void dialogsStayUsable()
    {
        QFETCH(QString, language);
        QFETCH(QString, dialog);
        QVERIFY(m_language.install(language));
        std::unique_ptr<QWidget> window = make(dialog);
        QVERIFY(window);
        window->show();
        QVERIFY(QTest::qWaitForWindowExposed(window.get()));
        QTest::qWait(100); // what the dialog asks the sandbox first has arrived
        QSize smallest = window->minimumSizeHint().expandedTo(window->minimumSize());
        // Wrapped text needs more height as the window narrows (Qt's minimum size ignores that).
        if (window->hasHeightForWidth())
            smallest.setHeight(std::max(smallest.height(), window->heightForWidth(smallest.width())));
        QVERIFY2(smallest.width() <= kScreen.width() && smallest.height() <= kScreen.height(),
                 qPrintable(QStringLiteral("needs %1x%2").arg(smallest.width()).arg(smallest.height())));
        // As it opens, and as small as the user can make it.
        for (const QSize &size : {window->size(), smallest}) {
            window->resize(size);
            // Text that arrived meanwhile (a dialog's answer from the sandbox) laid out too.
            QTest::qWait(50);
            if (window->layout())
                window->layout()->activate();
            QCoreApplication::processEvents();
            const QString problem = unreadable(window.get());
            QVERIFY2(
                problem.isEmpty(),
                qPrintable(
                    QStringLiteral("at %1x%2: %3").arg(window->width()).arg(window->height()).arg(problem)));
        }
    }

    void mainWindowFitsTheScreen_data()
    {
        QTest::addColumn<QString>("language");
        for (const char *language : {"en", "zh_CN", "ja"})
            QTest::addRow("%s", language) << QString::fromLatin1(language);
    }

    // The window with every pane: it must still fit, and its visible text stay readable.
    void mainWindowFitsTheScreen()
    {
        QFETCH(QString, language);
        QVERIFY(m_language.install(language));
        MainWindow window;
        window.addConnection(newConnection(nullptr));
        window.resize(kScreen);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const QSize smallest = window.minimumSizeHint().expandedTo(window.minimumSize());
        QVERIFY2(smallest.width() <= kScreen.width() && smallest.height() <= kScreen.height(),
                 qPrintable(QStringLiteral("needs %1x%2").arg(smallest.width()).arg(smallest.height())));
        // The window restores its last geometry as it is shown: now the size under test.
        window.resize(kScreen);
        QTest::qWait(50);
        QCOMPARE(window.size(), kScreen);
        const QString problem = unreadable(&window);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }
};

QTEST_MAIN(tst_Readability)
#include "tst_readability.moc"
