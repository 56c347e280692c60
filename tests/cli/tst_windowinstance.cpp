// SPDX-License-Identifier: Apache-2.0
// WindowInstance, the window's socket for sandmanctl open: one window per workspace answers (a
// second one of the same workspace leaves it to the first), workspaces do not mix, a socket left
// by a window that ended is taken over, and nobody listening is told apart from an answer.
#include "main/WindowInstance.h"

#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QtTest>

#include <atomic>
#include <thread>

using namespace sandman;

namespace {
// The request from another thread (as sandmanctl asks from another process): this thread's
// event loop must run meanwhile to answer it.
std::optional<QJsonObject> ask(const QString &workspace, const QJsonObject &request)
{
    std::optional<QJsonObject> answer;
    std::atomic<bool> done{false};
    std::thread asker([&] {
        answer = WindowInstance::request(workspace, request, 3000);
        done = true;
    });
    while (!done)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 10);
    asker.join();
    return answer;
}

WindowInstance::Handler echo(const QString &who)
{
    return [who](const QJsonObject &request) {
        return QJsonObject{{QStringLiteral("ok"), true},
                           {QStringLiteral("who"), who},
                           {QStringLiteral("session"), request.value(QStringLiteral("session"))}};
    };
}
} // namespace

class TestWindowInstance : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        qputenv("XDG_RUNTIME_DIR", m_dir.path().toLocal8Bit());
    }

    void oneWindowPerWorkspace()
    {
        const QString a = m_dir.filePath(QStringLiteral("a"));
        const QString b = m_dir.filePath(QStringLiteral("b"));
        QVERIFY(!ask(a, {}).has_value()); // nobody listens

        WindowInstance first(a, echo(QStringLiteral("first")));
        QVERIFY(first.listen());
        QVERIFY(WindowInstance::socketPath(a).startsWith(m_dir.path() + QStringLiteral("/sandman/window-")));
        QCOMPARE(QFileInfo(QFileInfo(WindowInstance::socketPath(a)).absolutePath()).permissions()
                     & (QFile::ReadGroup | QFile::ReadOther | QFile::WriteGroup | QFile::WriteOther),
                 QFile::Permissions());
        WindowInstance second(a, echo(QStringLiteral("second")));
        QVERIFY(!second.listen()); // the first keeps answering
        WindowInstance other(b, echo(QStringLiteral("other")));
        QVERIFY(other.listen());

        std::optional<QJsonObject> answer = ask(a, {{QStringLiteral("session"), QStringLiteral("web")}});
        QVERIFY(answer.has_value());
        QCOMPARE(answer->value(QStringLiteral("who")).toString(), QStringLiteral("first"));
        QCOMPARE(answer->value(QStringLiteral("session")).toString(), QStringLiteral("web"));
        answer = ask(b, {});
        QVERIFY(answer.has_value());
        QCOMPARE(answer->value(QStringLiteral("who")).toString(), QStringLiteral("other"));
    }

    void staleSocketIsTakenOver()
    {
        const QString workspace = m_dir.filePath(QStringLiteral("stale"));
        {
            WindowInstance gone(workspace, echo(QStringLiteral("gone")));
            QVERIFY(gone.listen());
        }
        // A window that crashed leaves its socket file behind; nothing answers there.
        QFile leftover(WindowInstance::socketPath(workspace));
        if (!leftover.exists()) {
            QVERIFY(leftover.open(QIODevice::WriteOnly));
            leftover.close();
        }
        QVERIFY(!ask(workspace, {}).has_value());
        WindowInstance next(workspace, echo(QStringLiteral("next")));
        QVERIFY(next.listen());
        const std::optional<QJsonObject> answer = ask(workspace, {});
        QVERIFY(answer.has_value());
        QCOMPARE(answer->value(QStringLiteral("who")).toString(), QStringLiteral("next"));
    }
};

QTEST_GUILESS_MAIN(TestWindowInstance)
#include "tst_windowinstance.moc"
