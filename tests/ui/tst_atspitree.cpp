// SPDX-License-Identifier: Apache-2.0
// Sandman as a screen reader sees it: the real sandman binary (its own agent, HOME and
// runtime folder) on a virtual X server (Xvfb) with a session bus and the AT-SPI bus
// (at-spi2-core), walked by atspi_walk.py through pyatspi; xdotool gives the window the focus
// (there is no window manager) and types. The main window and each dialog the keyboard opens
// must have no interactive element without a name, and the terminal's text and cursor must
// read as the screen shows them. Skipped, saying what to install, where Xvfb, dbus-daemon,
// xdotool, at-spi2-core or python3-pyatspi is missing.
#include "WindowHome.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStandardPaths>
#include <QtTest>

#include <memory>

using namespace sandman::test;

namespace {

// pyatspi is Debian's (python3-pyatspi): the system interpreter, whatever python3 PATH finds.
const QString kPython = QStringLiteral("/usr/bin/python3");
const QString kBusLauncher = QStringLiteral("/usr/libexec/at-spi-bus-launcher");

} // namespace

class TestAtspiTree : public QObject
{
    Q_OBJECT

    std::unique_ptr<WindowHome> m_home;
    QProcessEnvironment m_environment;
    QList<QProcess *> m_services; // started in order, ended in reverse
    QProcess *m_window = nullptr;

    // Starts a helper; with `firstLine`, waits for the first line it prints and returns it.
    QString startService(const QString &program, const QStringList &arguments, bool firstLine)
    {
        auto *process = new QProcess(this);
        process->setProcessEnvironment(m_environment);
        process->setProcessChannelMode(firstLine ? QProcess::SeparateChannels : QProcess::ForwardedChannels);
        process->start(program, arguments);
        m_services << process;
        if (!process->waitForStarted(10000))
            return {};
        if (!firstLine)
            return QStringLiteral("started");
        QByteArray line;
        QDeadlineTimer deadline(15000);
        while (!line.contains('\n') && !deadline.hasExpired() && process->state() == QProcess::Running) {
            process->waitForReadyRead(500);
            line += process->readAllStandardOutput();
        }
        return QString::fromUtf8(line).trimmed();
    }

    QJsonObject walk(const QStringList &arguments)
    {
        QProcess python;
        python.setProcessEnvironment(m_environment);
        python.start(kPython,
                     QStringList{QStringLiteral(SANDMAN_ATSPI_WALK), QStringLiteral("--pid"),
                                 QString::number(m_window->processId())}
                         + arguments);
        if (!python.waitForFinished(90000)) {
            python.kill();
            python.waitForFinished();
            return {{QStringLiteral("error"), QStringLiteral("atspi_walk.py timed out")}};
        }
        const QByteArray out = python.readAllStandardOutput();
        QJsonObject result = QJsonDocument::fromJson(out).object();
        if (result.isEmpty())
            result.insert(QStringLiteral("error"),
                          QString::fromUtf8(out + python.readAllStandardError()).right(2000));
        return result;
    }

private slots:
    void initTestCase()
    {
        for (const QString &program :
             {QStringLiteral("Xvfb"), QStringLiteral("dbus-daemon"), QStringLiteral("xdotool")}) {
            if (QStandardPaths::findExecutable(program).isEmpty())
                QSKIP(qPrintable(program
                                 + QStringLiteral(" is not installed (apt-get install xvfb dbus xdotool)")));
        }
        if (!QFileInfo(kBusLauncher).isExecutable())
            QSKIP("the AT-SPI bus is not installed (apt-get install at-spi2-core)");
        if (QProcess::execute(kPython, {QStringLiteral("-c"), QStringLiteral("import pyatspi")}) != 0)
            QSKIP("pyatspi is not installed for /usr/bin/python3 (apt-get install python3-pyatspi)");

        m_home = std::make_unique<WindowHome>();
        m_environment = m_home->environment();
        m_environment.remove(QStringLiteral("DBUS_SESSION_BUS_ADDRESS"));
        m_environment.remove(QStringLiteral("AT_SPI_BUS_ADDRESS"));
        // Xvfb picks a free display and tells it on the descriptor given.
        const QString display
            = startService(QStringLiteral("Xvfb"),
                           {QStringLiteral("-displayfd"), QStringLiteral("1"), QStringLiteral("-screen"),
                            QStringLiteral("0"), QStringLiteral("1280x1024x24"), QStringLiteral("-nolisten"),
                            QStringLiteral("tcp")},
                           true);
        QVERIFY2(!display.isEmpty(), "Xvfb did not start");
        m_environment.insert(QStringLiteral("DISPLAY"), QLatin1Char(':') + display);
        const QString bus = startService(
            QStringLiteral("dbus-daemon"),
            {QStringLiteral("--session"), QStringLiteral("--nofork"), QStringLiteral("--print-address=1")},
            true);
        QVERIFY2(bus.startsWith(QLatin1String("unix:")), qPrintable(bus));
        m_environment.insert(QStringLiteral("DBUS_SESSION_BUS_ADDRESS"), bus);
        QVERIFY(!startService(kBusLauncher, {QStringLiteral("--launch-immediately")}, false).isEmpty());
        // The window as a user's session would start it, with accessibility on.
        m_environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("xcb"));
        m_environment.insert(QStringLiteral("QT_LINUX_ACCESSIBILITY_ALWAYS_ON"), QStringLiteral("1"));
        m_environment.insert(QStringLiteral("QT_ACCESSIBILITY"), QStringLiteral("1"));
        m_window = new QProcess(this);
        m_window->setProcessEnvironment(m_environment);
        m_window->setProcessChannelMode(QProcess::ForwardedErrorChannel);
        m_window->setStandardOutputFile(QProcess::nullDevice());
        m_window->start(qEnvironmentVariable("SANDMAN_TEST_BINARY_DIR") + QStringLiteral("/app/sandman"),
                        {QStringLiteral("--workspace"), m_home->workspace()});
        QVERIFY(m_window->waitForStarted(10000));
    }

    void cleanupTestCase()
    {
        if (m_window) {
            m_window->terminate();
            if (!m_window->waitForFinished(10000)) {
                m_window->kill();
                m_window->waitForFinished();
            }
        }
        if (m_home) {
            QString error;
            if (!m_home->stopAgent(&error))
                qWarning("the window's agent did not stop: %s", qPrintable(error));
        }
        for (auto it = m_services.crbegin(); it != m_services.crend(); ++it) {
            (*it)->terminate();
            if (!(*it)->waitForFinished(5000)) {
                (*it)->kill();
                (*it)->waitForFinished();
            }
        }
    }

    void mainWindowNamesEveryControl()
    {
        const QJsonObject result = walk({QStringLiteral("window")});
        QVERIFY2(!result.contains(QStringLiteral("error")),
                 qPrintable(result.value(QStringLiteral("error")).toString()));
        qInfo("main window \"%s\": %d elements", qPrintable(result.value(QStringLiteral("title")).toString()),
              result.value(QStringLiteral("elements")).toInt());
        // The session list, the environment editor, the panes' filters and buttons at least.
        QVERIFY(result.value(QStringLiteral("elements")).toInt() >= 20);
        const QJsonArray unnamed = result.value(QStringLiteral("unnamed")).toArray();
        QStringList names;
        for (const QJsonValue &value : unnamed)
            names << value.toString();
        QVERIFY2(names.isEmpty(), qPrintable(names.join(QStringLiteral("\n"))));
        QVERIFY2(result.value(QStringLiteral("focused")).toBool(), "no element of the window has the focus");
    }

    void dialogsNameEveryControl_data()
    {
        QTest::addColumn<QStringList>("keys");
        QTest::newRow("New Session (Ctrl+Shift+N)") << QStringList{QStringLiteral("ctrl+shift+n")};
        QTest::newRow("Connect to Remote Sandbox (Ctrl+Shift+O)")
            << QStringList{QStringLiteral("ctrl+shift+o")};
        QTest::newRow("Add Kubernetes Cluster (Alt+F, A)")
            << QStringList{QStringLiteral("alt+f"), QStringLiteral("a")};
        QTest::newRow("About (Alt+H, A)") << QStringList{QStringLiteral("alt+h"), QStringLiteral("a")};
    }

    void dialogsNameEveryControl()
    {
        QFETCH(QStringList, keys);
        const QJsonObject result = walk(QStringList{QStringLiteral("dialog")} + keys);
        QVERIFY2(!result.contains(QStringLiteral("error")),
                 qPrintable(result.value(QStringLiteral("error")).toString()));
        qInfo("dialog \"%s\": %d elements", qPrintable(result.value(QStringLiteral("title")).toString()),
              result.value(QStringLiteral("elements")).toInt());
        QVERIFY(result.value(QStringLiteral("elements")).toInt() >= 1);
        QStringList names;
        for (const QJsonValue &value : result.value(QStringLiteral("unnamed")).toArray())
            names << value.toString();
        QVERIFY2(names.isEmpty(), qPrintable(names.join(QStringLiteral("\n"))));
    }

    // The terminal as a screen reader reads it: its lines and the shell's cursor, through the
    // AT-SPI Text interface (TerminalAccessible), after a command typed into it.
    void terminalTextReachesAssistiveTechnology()
    {
        const QJsonObject result = walk({QStringLiteral("terminal")});
        QVERIFY2(!result.contains(QStringLiteral("error")),
                 qPrintable(result.value(QStringLiteral("error")).toString()));
        const QString text = result.value(QStringLiteral("text")).toString();
        QVERIFY2(text.contains(QStringLiteral("echo atspi-$((6*7))\natspi-42\n")), qPrintable(text));
        QVERIFY(result.value(QStringLiteral("name")).toString().startsWith(QStringLiteral("Terminal")));
        QCOMPARE(result.value(QStringLiteral("characters")).toInt(), text.size());
        // The cursor ends the prompt's line, below the command's output.
        const int caret = result.value(QStringLiteral("caret")).toInt();
        const QString line = result.value(QStringLiteral("caret_line")).toString();
        QVERIFY2(!line.isEmpty() && text.left(caret).endsWith(line), qPrintable(line));
        QVERIFY(caret > text.indexOf(QStringLiteral("\natspi-42\n")));
    }
};

QTEST_GUILESS_MAIN(TestAtspiTree)
#include "tst_atspitree.moc"
