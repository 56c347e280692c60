// SPDX-License-Identifier: Apache-2.0
// Terminal profiles: Konsole colour scheme import, the profile store (default and per-session),
// the dialog applied to open terminals, the visual bell and the profile's cursor shape.
#include "FakeTerminalBackend.h"
#include "client/InProcessTransport.h"
#include "server/Router.h"
#include "sessions/SandboxConnection.h"
#include "tabs/TerminalProfileBinder.h"
#include "tabs/TerminalTabs.h"
#include "terminal/ColorSchemeLibrary.h"
#include "terminal/ProfileDialog.h"
#include "terminal/TerminalChannel.h"
#include "terminal/TerminalProfileStore.h"
#include "terminal/TerminalView.h"

#include <QComboBox>
#include <QFontDatabase>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

using namespace sandman;

Q_DECLARE_METATYPE(sandman::TerminalProfile)

namespace {

/// The font `./sandman.sh test` installs (fonts-noto-cjk), as in tst_terminalview.
const char *const PixelFont = "Noto Sans Mono CJK SC";

class FakeChannel : public TerminalChannel
{
public:
    using TerminalChannel::TerminalChannel;
    void sendInput(const QByteArray &) override { }
    void resize(int, int) override { }
    void play(const QByteArray &bytes) { emit dataReceived(bytes); }
};

QByteArray konsoleScheme(const QByteArray &extra = {})
{
    QByteArray text = "[General]\nDescription=Test Scheme\nOpacity=1\n\n"
                      "[Background]\nColor=10,20,30\n\n[Foreground]\nColor=200,210,220\n\n";
    for (int i = 0; i < 8; ++i)
        text += "[Color" + QByteArray::number(i) + "]\nColor=" + QByteArray::number(i * 30) + ",0,0\n\n";
    return text + extra;
}

QImage grab(TerminalView *view)
{
    view->flushUpdates();
    return view->viewport()->grab().toImage().convertToFormat(QImage::Format_RGB32);
}

QRgb pixelAt(TerminalView *view, const QImage &img, int row, int col)
{
    return img.pixel(view->cellRect(row, col).center()) & 0xffffff;
}

} // namespace

class TestTerminalProfile : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(QStringLiteral("sandman-tests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_terminalprofile"));
        if (!QFontDatabase::hasFamily(QString::fromLatin1(PixelFont)))
            QFAIL("font \"Noto Sans Mono CJK SC\" missing: install fonts-noto-cjk (./sandman.sh test does)");
    }
    void init() { QSettings().clear(); }

    void konsoleImport_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("error"); // a part of the sentence; empty: the file is good
        QTest::addColumn<QRgb>("colour1");
        QTest::addColumn<QRgb>("colour9");

        QTest::newRow("good, no intense colours")
            << konsoleScheme() << QString() << qRgb(30, 0, 0) << qRgb(30, 0, 0);
        QTest::newRow("good, intense colours") << konsoleScheme("[Color1Intense]\nColor=1,2,3\n") << QString()
                                               << qRgb(30, 0, 0) << qRgb(1, 2, 3);
        QTest::newRow("hex colour") << konsoleScheme("[Color1Intense]\nColor=#102030\n") << QString()
                                    << qRgb(30, 0, 0) << qRgb(0x10, 0x20, 0x30);
        QByteArray noBackground = konsoleScheme();
        noBackground.replace("[Background]", "[Unused]");
        QTest::newRow("no [Background]")
            << noBackground << QStringLiteral("[Background]") << QRgb(0) << QRgb(0);
        QByteArray noColour3 = konsoleScheme();
        noColour3.replace("[Color3]", "[Colour3]");
        QTest::newRow("no [Color3]") << noColour3 << QStringLiteral("[Color3]") << QRgb(0) << QRgb(0);
        QByteArray letters = konsoleScheme();
        letters.replace("Color=200,210,220", "Color=a,b,c");
        QTest::newRow("letters") << letters << QStringLiteral("[Foreground]") << QRgb(0) << QRgb(0);
        QByteArray range = konsoleScheme();
        range.replace("Color=10,20,30", "Color=10,20,300");
        QTest::newRow("out of range") << range << QStringLiteral("[Background]") << QRgb(0) << QRgb(0);
        QByteArray two = konsoleScheme();
        two.replace("Color=10,20,30", "Color=10,20");
        QTest::newRow("two components") << two << QStringLiteral("[Background]") << QRgb(0) << QRgb(0);
        QTest::newRow("empty file") << QByteArray() << QStringLiteral("[Foreground]") << QRgb(0) << QRgb(0);
        QTest::newRow("binary garbage") << QByteArray("\x7f"
                                                      "ELF\x01\x02\x00\xff\xfe[[[\n=\n",
                                                      16)
                                        << QStringLiteral("not") << QRgb(0) << QRgb(0);
    }
    void konsoleImport()
    {
        QFETCH(QByteArray, content);
        QFETCH(QString, error);
        QFETCH(QRgb, colour1);
        QFETCH(QRgb, colour9);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("Test.colorscheme"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(content);
        file.close();

        QString name, why;
        const std::optional<TerminalTheme> theme = ColorSchemeLibrary::readKonsole(path, &name, &why);
        if (!error.isEmpty()) {
            QVERIFY(!theme);
            QVERIFY2(why.contains(error), qPrintable(why));
            QVERIFY2(why.contains(QStringLiteral("Test.colorscheme")), qPrintable(why));
            return;
        }
        QVERIFY2(theme, qPrintable(why));
        QCOMPARE(name, QStringLiteral("Test Scheme"));
        QCOMPARE(theme->background & 0xffffff, qRgb(10, 20, 30) & 0xffffff);
        QCOMPARE(theme->foreground & 0xffffff, qRgb(200, 210, 220) & 0xffffff);
        QCOMPARE(theme->palette[1] & 0xffffff, colour1 & 0xffffff);
        QCOMPARE(theme->palette[9] & 0xffffff, colour9 & 0xffffff);
    }

    void missingFileIsSaid()
    {
        QString name, why;
        QVERIFY(!ColorSchemeLibrary::readKonsole(QStringLiteral("/nonexistent/x.colorscheme"), &name, &why));
        QVERIFY2(why.startsWith(QStringLiteral("Cannot read")), qPrintable(why));
    }

    void importIsRemembered()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("a.colorscheme"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(konsoleScheme());
        file.close();
        ColorSchemeLibrary first;
        QString why;
        QCOMPARE(first.importKonsole(path, &why), QStringLiteral("Test Scheme"));
        QCOMPARE(first.importKonsole(path, &why), QStringLiteral("Test Scheme (2)")); // names stay unique
        const ColorSchemeLibrary second; // a later run
        QVERIFY(second.contains(QStringLiteral("Test Scheme")));
        QVERIFY(second.contains(QStringLiteral("Test Scheme (2)")));
        QCOMPARE(second.theme(QStringLiteral("Test Scheme")).background & 0xffffff,
                 qRgb(10, 20, 30) & 0xffffff);
        QCOMPARE(second.theme(QStringLiteral("Test Scheme")).palette[3] & 0xffffff,
                 qRgb(90, 0, 0) & 0xffffff);
    }

    void dialogImportsSchemes()
    {
        QTemporaryDir dir;
        const QString good = dir.filePath(QStringLiteral("good.colorscheme"));
        const QString bad = dir.filePath(QStringLiteral("bad.colorscheme"));
        QFile file(good);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(konsoleScheme());
        file.close();
        QFile badFile(bad);
        QVERIFY(badFile.open(QIODevice::WriteOnly));
        badFile.write("[Foreground]\nColor=1,2,3\n");
        badFile.close();
        ColorSchemeLibrary library;
        ProfileDialog dialog(TerminalProfile(), &library, false);
        QVERIFY(!dialog.sessionOnly()); // no session in front
        QVERIFY(!dialog.importScheme(bad));
        QVERIFY2(dialog.importError().contains(QStringLiteral("[Background]")),
                 qPrintable(dialog.importError()));
        QCOMPARE(dialog.profile().scheme, TerminalProfile().scheme); // unchanged
        QVERIFY(dialog.importScheme(good));
        QVERIFY(dialog.importError().isEmpty());
        QCOMPARE(dialog.profile().scheme, QStringLiteral("Test Scheme"));
        QCOMPARE(dialog.preview()->theme().background & 0xffffff, qRgb(10, 20, 30) & 0xffffff);
    }

    void builtInSchemesLightAndDark()
    {
        const ColorSchemeLibrary library;
        int light = 0, dark = 0;
        for (const QString &name : library.names())
            ++(qGray(library.theme(name).background) >= 128 ? light : dark);
        QVERIFY(light >= 2);
        QVERIFY(dark >= 2);
        QCOMPARE(library.theme(QStringLiteral("no such scheme")).background,
                 library.theme(library.names().first()).background);
        QVERIFY(library.contains(TerminalProfile().scheme)); // the default profile's scheme exists
    }

    void storeRoundTrip_data()
    {
        QTest::addColumn<TerminalProfile>("profile");
        QTest::newRow("defaults") << TerminalProfile();
        TerminalProfile p;
        p.fontFamily = QString::fromLatin1(PixelFont);
        p.fontSize = 15;
        p.scheme = QStringLiteral("Solarized Light");
        p.scrollback = 123;
        p.cursorShape = TerminalModel::CursorShape::Bar;
        p.cursorBlink = false;
        p.bell = TerminalProfile::Bell::None;
        QTest::newRow("everything changed") << p;
        p.cursorShape = TerminalModel::CursorShape::Underline;
        p.scrollback = 0;
        QTest::newRow("underline, no scrollback") << p;
    }
    void storeRoundTrip()
    {
        QFETCH(TerminalProfile, profile);
        TerminalProfileStore store;
        QSignalSpy changed(&store, &TerminalProfileStore::changed);
        store.setDefaultProfile(profile);
        QCOMPARE(changed.count(), 1);
        QVERIFY(TerminalProfileStore().defaultProfile() == profile);
        store.setSessionProfile(QStringLiteral("ws://host:7/x"), QStringLiteral("a/b"), profile);
        QVERIFY(TerminalProfileStore().sessionProfile(QStringLiteral("ws://host:7/x"), QStringLiteral("a/b"))
                == profile);
    }

    void sessionOverridePrecedence()
    {
        TerminalProfileStore store;
        TerminalProfile fallback;
        fallback.scheme = QStringLiteral("Tango Dark");
        TerminalProfile own;
        own.scheme = QStringLiteral("Solarized Light");
        own.fontSize = 20;
        store.setDefaultProfile(fallback);
        QVERIFY(!store.sessionProfile(QStringLiteral("local"), QStringLiteral("alpha")));
        store.setSessionProfile(QStringLiteral("local"), QStringLiteral("alpha"), own);
        QVERIFY(store.profileFor(QStringLiteral("local"), QStringLiteral("alpha")) == own);
        QVERIFY(store.profileFor(QStringLiteral("local"), QStringLiteral("beta")) == fallback);
        QVERIFY(store.profileFor(QStringLiteral("remote:1"), QStringLiteral("alpha"))
                == fallback); // other sandbox
        store.setDefaultProfile(TerminalProfile()); // a new default leaves the override alone
        QVERIFY(store.profileFor(QStringLiteral("local"), QStringLiteral("alpha")) == own);
        store.clearSessionProfile(QStringLiteral("local"), QStringLiteral("alpha"));
        QVERIFY(store.profileFor(QStringLiteral("local"), QStringLiteral("alpha")) == TerminalProfile());
    }

    void dialogAppliesToOpenViews()
    {
        Router router;
        auto *transport = new InProcessTransport(&router, this);
        SandboxConnection connection(QStringLiteral("test"), transport, true);
        QWidget window;
        auto *tabs = new TerminalTabs(&window);
        auto *backend = new FakeTerminalBackend<FakeChannel>;
        tabs->setBackend(backend);
        const QList<QPointer<FakeChannel>> &channels = backend->channels;
        window.resize(700, 450);
        tabs->resize(700, 450);
        TerminalProfileBinder binder(tabs, &window);
        TerminalView *alpha = tabs->openTerminal(&connection, QStringLiteral("alpha"));
        QVERIFY(alpha);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QCOMPARE(alpha->theme().background, ColorSchemeLibrary().theme(TerminalProfile().scheme).background);

        std::unique_ptr<ProfileDialog> dialog(binder.createDialog());
        TerminalProfile chosen;
        chosen.fontFamily = QString::fromLatin1(PixelFont);
        chosen.fontSize = 12;
        chosen.scrollback = 50;
        chosen.bell = TerminalProfile::Bell::None;
        dialog->setProfile(chosen);
        // The rest through the widgets, as a user would.
        auto *scheme = dialog->findChild<QComboBox *>(QStringLiteral("scheme"));
        scheme->setCurrentIndex(scheme->findText(QStringLiteral("Solarized Light")));
        auto *shape = dialog->findChild<QComboBox *>(QStringLiteral("cursorShape"));
        shape->setCurrentIndex(shape->findData(int(TerminalModel::CursorShape::Underline)));
        chosen.scheme = QStringLiteral("Solarized Light");
        chosen.cursorShape = TerminalModel::CursorShape::Underline;
        QVERIFY(dialog->profile() == chosen);
        QCOMPARE(dialog->preview()->theme().background & 0xffffff, 0xfdf6e3u); // live preview
        QVERIFY(!dialog->sessionOnly());
        binder.commit(*dialog);

        QCOMPARE(QFontInfo(alpha->baseFont()).family(), QString::fromLatin1(PixelFont));
        TerminalView reference; // the pinned font at 12 pt, set directly
        reference.setTerminalFont(QFont(QString::fromLatin1(PixelFont), 12));
        QCOMPARE(alpha->cellSize(), reference.cellSize());
        channels.first()->play("\x1b[41m  \x1b[0m\r\n");
        QImage img = grab(alpha);
        QCOMPARE(pixelAt(alpha, img, 0, 0), 0xdc322fu); // Solarized red
        QCOMPARE(pixelAt(alpha, img, 5, 10), 0xfdf6e3u); // Solarized Light's background
        QCOMPARE(alpha->model()->cursorShape(), TerminalModel::CursorShape::Underline);
        QVERIFY(!alpha->visualBell());
        QByteArray many;
        for (int i = 0; i < 300; ++i)
            many += QByteArray::number(i) + "\r\n";
        channels.first()->play(many);
        QCOMPARE(alpha->model()->scrollbackLines(), 50);
        QVERIFY(TerminalProfileStore().defaultProfile() == chosen); // remembered

        // A new terminal gets the default too; "this session only" changes only that session's.
        TerminalView *beta = tabs->openTerminal(&connection, QStringLiteral("beta"));
        QCOMPARE(beta->theme().background & 0xffffff, 0xfdf6e3u);
        QCOMPARE(tabs->currentTerminal(), beta);
        dialog.reset(binder.createDialog());
        dialog->findChild<QComboBox *>(QStringLiteral("scheme"))
            ->setCurrentText(QStringLiteral("Tango Dark"));
        dialog->findChild<QComboBox *>(QStringLiteral("applyTo"))->setCurrentIndex(1);
        QVERIFY(dialog->sessionOnly());
        binder.commit(*dialog);
        const QRgb tango = ColorSchemeLibrary().theme(QStringLiteral("Tango Dark")).background;
        QCOMPARE(beta->theme().background, tango);
        QCOMPARE(alpha->theme().background & 0xffffff, 0xfdf6e3u);
        TerminalView *beta2 = tabs->openTerminal(&connection, QStringLiteral("beta"));
        QCOMPARE(beta2->theme().background, tango);
        TerminalView *pane = tabs->splitCurrent(Qt::Horizontal); // a split pane of beta's tab
        QVERIFY(pane);
        QCOMPARE(pane->theme().background, tango);
        dialog.reset(binder.createDialog());
        QVERIFY(dialog->sessionOnly()); // the session's own profile is edited as such again
        dialog->findChild<QComboBox *>(QStringLiteral("scheme"))
            ->setCurrentText(QStringLiteral("Sandman Light"));
        binder.commit(*dialog);
        QCOMPARE(pane->theme().background, TerminalTheme::light().background); // every pane at once
        QCOMPARE(beta2->theme().background, TerminalTheme::light().background);
    }

    void visualBell_data()
    {
        QTest::addColumn<bool>("visual");
        QTest::newRow("visual") << true;
        QTest::newRow("none") << false;
    }
    void visualBell()
    {
        QFETCH(bool, visual);
        TerminalView view;
        view.setTerminalFont(QFont(QString::fromLatin1(PixelFont), 12));
        view.setTheme(TerminalTheme::dark());
        view.setVisualBell(visual);
        view.resize(400, 200);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        const QRgb bg = TerminalTheme::dark().background & 0xffffff;
        QCOMPARE(pixelAt(&view, grab(&view), 3, 3), bg);
        QSignalSpy bell(&view, &TerminalView::bell);
        view.feed("\a");
        QCOMPARE(bell.count(), 1); // signalled either way
        QCOMPARE(view.bellFlashing(), visual);
        const QRgb during = pixelAt(&view, grab(&view), 3, 3);
        QCOMPARE(during != bg, visual);
        if (visual)
            QTRY_VERIFY_WITH_TIMEOUT(!view.bellFlashing(), 2000);
        QCOMPARE(pixelAt(&view, grab(&view), 3, 3), bg);
    }

    void profileCursorYieldsToProgram()
    {
        TerminalView view;
        view.setCursorShape(TerminalModel::CursorShape::Bar);
        QCOMPARE(view.model()->cursorShape(), TerminalModel::CursorShape::Bar);
        view.feed("\x1b[2 q"); // vim's normal mode asks for a block
        QCOMPARE(view.model()->cursorShape(), TerminalModel::CursorShape::Block);
        view.setCursorShape(TerminalModel::CursorShape::Underline);
        QCOMPARE(view.model()->cursorShape(), TerminalModel::CursorShape::Underline);
    }
};

QTEST_MAIN(TestTerminalProfile)
#include "tst_terminalprofile.moc"
