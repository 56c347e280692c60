// SPDX-License-Identifier: Apache-2.0
// The tmux shim and the real tmux given the same script of commands (as agent tools send
// them): the same exit statuses, the same `capture-pane -p` text, the same formats; panes are
// Sandman terminals (listed by the agent). Unsupported commands fail naming themselves.
#include "CtlAgent.h"

#include <QRegularExpression>
#include <QStandardPaths>
#include <QtTest>

using namespace sandman::test;

namespace {
struct Result {
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

QByteArray withoutTrailingBlankLines(QByteArray text)
{
    while (text.endsWith("\n\n"))
        text.chop(1);
    return text;
}
} // namespace

class TestTmuxShim : public QObject
{
    Q_OBJECT

    CtlAgent m_agent;
    QString m_tmux; // the real one
    QString m_shim; // DIR/tmux written by sandmanctl tmux-shim
    QString m_socket;

    Result runWith(const QString &program, QStringList arguments, const QProcessEnvironment &environment)
    {
        QProcess process;
        process.setProcessEnvironment(environment);
        process.start(program, arguments);
        process.closeWriteChannel();
        Result result;
        if (!process.waitForFinished(30000)) {
            process.kill();
            process.waitForFinished();
            return result;
        }
        result.exitCode = process.exitCode();
        result.out = process.readAllStandardOutput();
        result.err = process.readAllStandardError();
        return result;
    }

    Result real(const QStringList &arguments)
    {
        QProcessEnvironment environment = m_agent.home().environment();
        environment.insert(QStringLiteral("TMUX_TMPDIR"), m_agent.home().path(QStringLiteral("tmux")));
        environment.remove(QStringLiteral("TMUX"));
        return runWith(
            m_tmux,
            QStringList{QStringLiteral("-L"), m_socket, QStringLiteral("-f"), QStringLiteral("/dev/null")}
                + arguments,
            environment);
    }

    Result shim(const QStringList &arguments)
    {
        QProcessEnvironment environment = m_agent.home().environment();
        environment.remove(QStringLiteral("TMUX_PANE"));
        return runWith(m_shim, arguments, environment);
    }

    // Both answer alike: the same status and, unless told otherwise, the same output.
    void same(const QStringList &arguments, bool compareOutput = true)
    {
        const Result a = real(arguments);
        const Result b = shim(arguments);
        QVERIFY2(a.exitCode == b.exitCode,
                 qPrintable(QStringLiteral("%1: tmux %2 (%3), shim %4 (%5)")
                                .arg(arguments.join(QLatin1Char(' ')))
                                .arg(a.exitCode)
                                .arg(QString::fromUtf8(a.err))
                                .arg(b.exitCode)
                                .arg(QString::fromUtf8(b.err))));
        if (compareOutput)
            QCOMPARE(b.out, a.out);
    }

    // Polls both captures of a pane until each shows text; then they must be equal.
    void sameCapture(const QString &realTarget, const QString &shimTarget, const QByteArray &text,
                     bool trimBottom)
    {
        Result a, b;
        QVERIFY2(waitUntil(
                     [&] {
                         a = real({QStringLiteral("capture-pane"), QStringLiteral("-p"), QStringLiteral("-t"),
                                   realTarget});
                         b = shim({QStringLiteral("capture-pane"), QStringLiteral("-p"), QStringLiteral("-t"),
                                   shimTarget});
                         return a.out.contains(text) && b.out.contains(text);
                     },
                     15000),
                 qPrintable(
                     QStringLiteral("tmux:\n%1\nshim:\n%2 %3")
                         .arg(QString::fromUtf8(a.out), QString::fromUtf8(b.out), QString::fromUtf8(b.err))));
        QTest::qWait(200); // the prompt after the output
        a = real({QStringLiteral("capture-pane"), QStringLiteral("-p"), QStringLiteral("-t"), realTarget});
        b = shim({QStringLiteral("capture-pane"), QStringLiteral("-p"), QStringLiteral("-t"), shimTarget});
        QCOMPARE(b.exitCode, 0);
        if (trimBottom)
            QCOMPARE(withoutTrailingBlankLines(b.out), withoutTrailingBlankLines(a.out));
        else
            QCOMPARE(b.out, a.out);
    }

private slots:
    void initTestCase()
    {
        if (!QFile::exists(CtlAgent::binary(QStringLiteral("sandmanctl"))))
            QSKIP("sandmanctl is not built");
        m_tmux = QStandardPaths::findExecutable(QStringLiteral("tmux"));
        if (m_tmux.isEmpty())
            QSKIP("tmux is not installed (Debian package tmux)");
        QVERIFY(m_agent.start());
        m_socket = QStringLiteral("sandman-shim-test-%1").arg(QCoreApplication::applicationPid());
        QDir().mkpath(m_agent.home().path(QStringLiteral("tmux")));
        const CtlAgent::Run written
            = m_agent.run({QStringLiteral("tmux-shim"), m_agent.home().path(QStringLiteral("bin"))});
        CTL_EXPECT(written, 0);
        m_shim = m_agent.home().path(QStringLiteral("bin/tmux"));
        QCOMPARE(QString::fromUtf8(written.out.trimmed()), m_shim);
        QVERIFY(QFileInfo(m_shim).isExecutable());
    }

    void cleanupTestCase()
    {
        if (!m_tmux.isEmpty())
            real({QStringLiteral("kill-server")});
    }

    void version()
    {
        QVERIFY(real({QStringLiteral("-V")}).out.startsWith("tmux "));
        QCOMPARE(shim({QStringLiteral("-V")}).out, QByteArray("tmux 3.3a\n"));
    }

    void sameScript()
    {
        const QStringList shell{QStringLiteral("PS1='$ ' bash --norc --noprofile")};
        same(QStringList{QStringLiteral("new-session"), QStringLiteral("-d"), QStringLiteral("-s"),
                         QStringLiteral("cmp"), QStringLiteral("-x"), QStringLiteral("80"),
                         QStringLiteral("-y"), QStringLiteral("24")}
             + shell);
        same({QStringLiteral("new-session"), QStringLiteral("-d"), QStringLiteral("-s"),
              QStringLiteral("cmp")}); // duplicate
        same({QStringLiteral("has-session"), QStringLiteral("-t"), QStringLiteral("cmp")});
        same({QStringLiteral("has-session"), QStringLiteral("-t"), QStringLiteral("nope")}, false);
        same({QStringLiteral("send-keys"), QStringLiteral("-t"), QStringLiteral("cmp"),
              QStringLiteral("printf '%s\\n' alpha beta"), QStringLiteral("Enter")});
        sameCapture(QStringLiteral("cmp"), QStringLiteral("cmp"), "beta\n$", false);

        // A second pane: its id in tmux's form, its own shell.
        const QStringList split{
            QStringLiteral("split-window"), QStringLiteral("-d"), QStringLiteral("-P"), QStringLiteral("-F"),
            QStringLiteral("#{pane_id}"),   QStringLiteral("-t"), QStringLiteral("cmp")};
        const Result a = real(split + shell);
        const Result b = shim(split + shell);
        QCOMPARE(a.exitCode, 0);
        QCOMPARE(b.exitCode, 0);
        static const QRegularExpression paneId(QStringLiteral("^%[0-9]+\n$"));
        QVERIFY2(paneId.match(QString::fromUtf8(a.out)).hasMatch(), a.out.constData());
        QVERIFY2(paneId.match(QString::fromUtf8(b.out)).hasMatch(), b.out.constData());
        const QString realPane = QString::fromUtf8(a.out.trimmed());
        const QString shimPane = QString::fromUtf8(b.out.trimmed());
        QVERIFY(real({QStringLiteral("send-keys"), QStringLiteral("-t"), realPane,
                      QStringLiteral("echo second-$((1+1))"), QStringLiteral("Enter")})
                    .exitCode
                == 0);
        QVERIFY(shim({QStringLiteral("send-keys"), QStringLiteral("-t"), shimPane,
                      QStringLiteral("echo second-$((1+1))"), QStringLiteral("Enter")})
                    .exitCode
                == 0);
        // tmux halves the window for the split; the shim's pane is a terminal of its own size.
        sameCapture(realPane, shimPane, "second-2\n$", true);

        same({QStringLiteral("list-panes"), QStringLiteral("-t"), QStringLiteral("cmp"), QStringLiteral("-F"),
              QStringLiteral("#{pane_index} #{session_name} #{window_index}")});
        same({QStringLiteral("display-message"), QStringLiteral("-p"), QStringLiteral("-t"),
              QStringLiteral("cmp"), QStringLiteral("#{session_name}:#{window_index}.#{pane_index}")});
        same({QStringLiteral("select-pane"), QStringLiteral("-t"), QStringLiteral("cmp")});
        same({QStringLiteral("select-layout"), QStringLiteral("-t"), QStringLiteral("cmp"),
              QStringLiteral("tiled")});
        same({QStringLiteral("set-option"), QStringLiteral("-g"), QStringLiteral("history-limit"),
              QStringLiteral("5000")});

        // Keys by name: Ctrl-C at the prompt, then a literal word and Enter.
        same({QStringLiteral("send-keys"), QStringLiteral("-t"), QStringLiteral("cmp"),
              QStringLiteral("sleep 30"), QStringLiteral("Enter")});
        QTest::qWait(300);
        same({QStringLiteral("send-keys"), QStringLiteral("-t"), QStringLiteral("cmp"),
              QStringLiteral("C-c")});
        same({QStringLiteral("send-keys"), QStringLiteral("-t"), QStringLiteral("cmp"), QStringLiteral("-l"),
              QStringLiteral("echo after-ctrl-c")});
        same({QStringLiteral("send-keys"), QStringLiteral("-t"), QStringLiteral("cmp"),
              QStringLiteral("Enter")});
        // (tmux shrank this pane for the split; the shim's terminal kept its rows.)
        sameCapture(QStringLiteral("cmp"), QStringLiteral("cmp"), "\nafter-ctrl-c\n$", true);

        same({QStringLiteral("kill-pane"), QStringLiteral("-t"), QStringLiteral("cmp:0.1")});
        same({QStringLiteral("list-panes"), QStringLiteral("-t"), QStringLiteral("cmp"), QStringLiteral("-F"),
              QStringLiteral("#{pane_index}")});
        same({QStringLiteral("kill-session"), QStringLiteral("-t"), QStringLiteral("cmp")});
        same({QStringLiteral("has-session"), QStringLiteral("-t"), QStringLiteral("cmp")}, false);
    }

    void panesAreSandmanTerminals()
    {
        QCOMPARE(shim({QStringLiteral("new-session"), QStringLiteral("-d"), QStringLiteral("-s"),
                       QStringLiteral("tabs")})
                     .exitCode,
                 0);
        const CtlAgent::Run listed = m_agent.run({QStringLiteral("ls"), QStringLiteral("terminals")});
        QVERIFY2(QRegularExpression(QStringLiteral("(?m)^tabs +tmux-[0-9]+ "))
                     .match(QString::fromUtf8(listed.out))
                     .hasMatch(),
                 listed.out.constData());
        QCOMPARE(
            shim({QStringLiteral("kill-session"), QStringLiteral("-t"), QStringLiteral("tabs")}).exitCode, 0);
    }

    void unsupportedNamesTheCommand()
    {
        const Result result = shim({QStringLiteral("choose-tree")});
        QCOMPARE(result.exitCode, 1);
        QVERIFY2(result.err.contains("choose-tree"), result.err.constData());
        QCOMPARE(result.err.count('\n'), 1);
        const Result missing = shim(
            {QStringLiteral("send-keys"), QStringLiteral("-t"), QStringLiteral("%999"), QStringLiteral("x")});
        QCOMPARE(missing.exitCode, 1);
        QVERIFY2(missing.err.contains("can't find pane"), missing.err.constData());
    }
};

QTEST_GUILESS_MAIN(TestTmuxShim)
#include "tst_tmuxshim.moc"
