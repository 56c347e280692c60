// SPDX-License-Identifier: Apache-2.0
// A session's working directory changed after creation, offscreen against a real sandbox: the
// settings field runs a `cd` in the session's shell and the session list follows the event
// feed; failures are said in words next to the field and the old folder stays; the sandbox's
// folder browser lists, creates and returns folders; agent errors reach widgets as sentences.
#include "FutureWait.h"
#include "client/InProcessTransport.h"
#include "client/SandboxClient.h"
#include "env/EnvEditorWidget.h"
#include "env/EnvVarTableModel.h"
#include "log/ErrorText.h"
#include "log/LogModel.h"
#include "main/MainWindow.h"
#include "server/SandboxHost.h"
#include "sessions/NewSessionDialog.h"
#include "sessions/SandboxConnection.h"
#include "sessions/SandboxDirectoryDialog.h"
#include "sessions/SessionSettingsWidget.h"
#include "sessions/SessionTreeModel.h"

#include <QCheckBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QStandardItemModel>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTreeView>
#include <QtTest>

#include <linux/capability.h>
#include <sys/prctl.h>
#include <unistd.h>

using namespace sandman;
using namespace sandman::test;

class TestSessionDirectory : public QObject
{
    Q_OBJECT

    QTemporaryDir m_workspace;
    std::unique_ptr<SandboxHost> m_host;
    std::unique_ptr<MainWindow> m_window;
    SandboxConnection *m_connection = nullptr;
    bool m_rootShellsLackDacOverride = false;

    QString workspacePath(const QString &relative = {}) const
    {
        const QString root = QDir(m_workspace.path()).canonicalPath();
        return relative.isEmpty() ? root : root + QLatin1Char('/') + relative;
    }
    // The cwd the session list shows for a session.
    QString listedCwd(const QString &sessionId) const
    {
        SessionTreeModel *model = m_window->sessionModel();
        const QModelIndex session = model->indexOfSession(m_connection, sessionId);
        if (!session.isValid())
            return QStringLiteral("<not listed>");
        return model->index(session.row(), SessionTreeModel::DirectoryColumn, session.parent())
            .data()
            .toString();
    }
    QString shellPwd(const QString &sessionId = QStringLiteral("default")) const
    {
        ExecOptions options;
        options.sessionId = sessionId;
        return QString::fromUtf8(
                   resultOf(m_connection->client()->exec(QStringLiteral("pwd"), options)).stdoutData)
            .trimmed();
    }
    // As the user does it: types the folder and presses Return.
    static void type(SessionSettingsWidget *settings, const QString &path)
    {
        settings->directoryEdit()->setText(path);
        settings->directoryEdit()->setModified(true);
        QTest::keyClick(settings->directoryEdit(), Qt::Key_Return);
    }
    // Finds an item by its path in the dialog's tree.
    static QStandardItem *itemOf(SandboxDirectoryDialog &dialog, const QString &path)
    {
        auto *model = qobject_cast<QStandardItemModel *>(dialog.tree()->model());
        const QModelIndexList found = model->match(model->index(0, 0), SandboxDirectoryDialog::PathRole, path,
                                                   1, Qt::MatchExactly | Qt::MatchRecursive);
        return found.isEmpty() ? nullptr : model->itemFromIndex(found.first());
    }
    static QStringList childNames(QStandardItem *item)
    {
        QStringList names;
        for (int row = 0; item && row < item->rowCount(); ++row)
            names << item->child(row)->text();
        return names;
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        // Root enters any folder through these two capabilities. Taken out of the bounding set,
        // no shell this test starts gets them back at exec, so a closed folder refuses root's
        // shells as it refuses a user's (the test process itself keeps them).
        if (::geteuid() == 0)
            m_rootShellsLackDacOverride = ::prctl(PR_CAPBSET_DROP, CAP_DAC_OVERRIDE, 0, 0, 0) == 0
                && ::prctl(PR_CAPBSET_DROP, CAP_DAC_READ_SEARCH, 0, 0, 0) == 0;
    }

    void init()
    {
        Sandbox::Options options;
        options.workspaceDir = workspacePath();
        m_host = std::make_unique<SandboxHost>(options);
        m_window = std::make_unique<MainWindow>();
        m_connection
            = new SandboxConnection(SandboxConnection::localSandboxName(),
                                    new InProcessTransport(m_host->handler(), m_host->context()), true);
        m_window->addConnection(m_connection);
        QVERIFY(waitUntil(
            [this] { return m_window->sessionSettings()->sessionId() == QLatin1String("default"); }));
        QVERIFY(waitUntil([this] { return listedCwd(QStringLiteral("default")) == workspacePath(); }));
        QVERIFY(waitUntil([this] {
            return m_window->envEditor()->sessionId() == QLatin1String("default")
                && m_window->envEditor()->model()->rowOfName(QStringLiteral("PATH")) >= 0;
        }));
    }

    void cleanup()
    {
        m_window.reset();
        m_host.reset();
    }

    void changingTheFolderMovesTheShellAndTheList_data()
    {
        QTest::addColumn<QString>("typed");
        QTest::addColumn<QString>("expected"); // relative to the workspace
        QTest::newRow("absolute") << "<ws>/app/src"
                                  << "app/src";
        QTest::newRow("relative to the cwd") << "app"
                                             << "app";
        QTest::newRow("with dots") << "<ws>/app/src/../src/."
                                   << "app/src";
        QTest::newRow("quotes and spaces") << "<ws>/it's a \"dir\" $HOME"
                                           << "it's a \"dir\" $HOME";
    }
    void changingTheFolderMovesTheShellAndTheList()
    {
        QFETCH(QString, typed);
        QFETCH(QString, expected);
        QVERIFY(QDir().mkpath(workspacePath(QStringLiteral("app/src"))));
        QVERIFY(QDir().mkpath(workspacePath(QStringLiteral("it's a \"dir\" $HOME"))));
        typed.replace(QStringLiteral("<ws>"), workspacePath());
        SessionSettingsWidget *settings = m_window->sessionSettings();
        QSignalSpy changed(settings, &SessionSettingsWidget::directoryChanged);
        type(settings, typed);
        QTRY_COMPARE(changed.size(), 1);
        QCOMPARE(settings->directoryProblem(), QString());
        QTRY_COMPARE(listedCwd(QStringLiteral("default")), workspacePath(expected));
        QCOMPARE(settings->directoryEdit()->text(), workspacePath(expected));
        QCOMPARE(shellPwd(), workspacePath(expected));
        // The log says where the session went.
        LogModel *log = m_window->logModel();
        QVERIFY(log->entry(log->rowCount() - 1).text.contains(workspacePath(expected)));
    }

    // A cd by any client (here a plain command) reaches the list through the event feed.
    void aCommandsCdReachesTheListThroughTheFeed()
    {
        QVERIFY(QDir().mkpath(workspacePath(QStringLiteral("elsewhere"))));
        ExecOptions options;
        options.sessionId = QStringLiteral("default");
        resultOf(m_connection->client()->exec(QStringLiteral("cd elsewhere"), options));
        // No refresh() here: the session_cwd_changed event makes the list ask again.
        QTRY_COMPARE(listedCwd(QStringLiteral("default")), workspacePath(QStringLiteral("elsewhere")));
        QTRY_COMPARE(m_window->sessionSettings()->directoryEdit()->text(),
                     workspacePath(QStringLiteral("elsewhere")));
    }

    void aFailedChangeIsSaidAndKeepsTheFolder_data()
    {
        QTest::addColumn<QString>("typed");
        QTest::addColumn<int>("code");
        QTest::addColumn<QString>("reason");
        QTest::newRow("missing") << "<ws>/no/such/dir" << int(ErrorCode::FileNotFound) << "";
        QTest::newRow("a file") << "<ws>/file.txt" << int(ErrorCode::ValidationFailed) << "notDirectory";
        QTest::newRow("forbidden") << "<ws>/locked" << int(ErrorCode::PermissionDenied) << "";
    }
    void aFailedChangeIsSaidAndKeepsTheFolder()
    {
        QFETCH(QString, typed);
        QFETCH(int, code);
        QFETCH(QString, reason);
        if (code == int(ErrorCode::PermissionDenied) && ::geteuid() == 0 && !m_rootShellsLackDacOverride)
            QSKIP("root enters any folder, and this process may not drop CAP_DAC_OVERRIDE");
        QFile file(workspacePath(QStringLiteral("file.txt")));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.close();
        QVERIFY(QDir().mkpath(workspacePath(QStringLiteral("locked"))));
        QFile::setPermissions(workspacePath(QStringLiteral("locked")), QFileDevice::ReadOwner);
        typed.replace(QStringLiteral("<ws>"), workspacePath());

        SessionSettingsWidget *settings = m_window->sessionSettings();
        QSignalSpy failed(settings, &SessionSettingsWidget::directoryChangeFailed);
        type(settings, typed);
        QTRY_COMPARE(failed.size(), 1);
        SandboxError error{ErrorCode(code), {}, {}};
        if (!reason.isEmpty())
            error.context.insert(QStringLiteral("reason"), reason);
        // The sentence in words next to the field, naming the folder; no agent text.
        QCOMPARE(settings->directoryProblem(), ErrorText::forFolder(typed, error));
        QVERIFY(settings->findChild<QLabel *>(QStringLiteral("directoryProblem"))->isVisibleTo(settings));
        // The old value stays, in the field, the list and the shell.
        QCOMPARE(settings->directoryEdit()->text(), workspacePath());
        QCOMPARE(listedCwd(QStringLiteral("default")), workspacePath());
        QCOMPARE(shellPwd(), workspacePath());
        // The log keeps the code for whoever looks closer.
        QVERIFY2(failed.first().at(1).toString().contains(errorCodeName(ErrorCode(code))),
                 qPrintable(failed.first().at(1).toString()));
        QFile::setPermissions(workspacePath(QStringLiteral("locked")),
                              QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
    }

    // The new folder is where a fresh shell of the session starts, too.
    void aFreshShellStartsInTheNewFolder()
    {
        QVERIFY(QDir().mkpath(workspacePath(QStringLiteral("home-of-it"))));
        resultOf(m_connection->client()->changeSessionDirectory(QStringLiteral("default"),
                                                                workspacePath(QStringLiteral("home-of-it"))));
        ExecOptions options;
        options.sessionId = QStringLiteral("default");
        auto ended = m_connection->client()->exec(QStringLiteral("cd /; exit 3"), options);
        QVERIFY(waitFor(ended));
        QCOMPARE(shellPwd(), workspacePath(QStringLiteral("home-of-it")));
    }

    void theDirectoryDialogListsFoldersAndReturnsTheChoice()
    {
        QVERIFY(QDir().mkpath(workspacePath(QStringLiteral("alpha/beta"))));
        QVERIFY(QDir().mkpath(workspacePath(QStringLiteral("alpha/.hidden"))));
        QFile file(workspacePath(QStringLiteral("alpha/notes.txt")));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.close();

        // Empty start: the session's own folder, found lazily from the root.
        SandboxDirectoryDialog dialog(m_connection->client(), QStringLiteral("default"), QString());
        dialog.show();
        QTRY_COMPARE(dialog.selectedPath(), workspacePath());
        QTRY_VERIFY(dialog.isIdle());
        QStandardItem *alpha = itemOf(dialog, workspacePath(QStringLiteral("alpha")));
        QVERIFY(alpha);
        // Not listed until opened.
        QCOMPARE(alpha->data(SandboxDirectoryDialog::StateRole).toInt(),
                 int(SandboxDirectoryDialog::NotListed));
        dialog.tree()->expand(alpha->index());
        QTRY_COMPARE(alpha->data(SandboxDirectoryDialog::StateRole).toInt(),
                     int(SandboxDirectoryDialog::Listed));
        // Folders only; hidden ones only when asked.
        QCOMPARE(childNames(alpha), (QStringList{QStringLiteral(".hidden"), QStringLiteral("beta")}));
        QStandardItem *hidden = itemOf(dialog, workspacePath(QStringLiteral("alpha/.hidden")));
        QVERIFY(dialog.tree()->isRowHidden(hidden->row(), alpha->index()));
        dialog.findChild<QCheckBox *>()->setChecked(true);
        QVERIFY(!dialog.tree()->isRowHidden(hidden->row(), alpha->index()));

        QStandardItem *beta = itemOf(dialog, workspacePath(QStringLiteral("alpha/beta")));
        dialog.tree()->setCurrentIndex(beta->index());
        QCOMPARE(dialog.selectedPath(), workspacePath(QStringLiteral("alpha/beta")));

        // New Folder makes it in the selected folder and selects it.
        dialog.createFolder(QStringLiteral("gamma"));
        QTRY_COMPARE(dialog.selectedPath(), workspacePath(QStringLiteral("alpha/beta/gamma")));
        QVERIFY(QFileInfo(workspacePath(QStringLiteral("alpha/beta/gamma"))).isDir());
        dialog.createFolder(QStringLiteral("../escape"));
        QVERIFY(!dialog.problem().isEmpty());
        QVERIFY(!QFileInfo::exists(workspacePath(QStringLiteral("alpha/beta/escape"))));

        // Typed paths are revealed; one that does not exist is said in words.
        dialog.pathEdit()->setText(workspacePath(QStringLiteral("alpha/missing")));
        QTest::keyClick(dialog.pathEdit(), Qt::Key_Return);
        QTRY_COMPARE(dialog.problem(),
                     ErrorText::forFolder(workspacePath(QStringLiteral("alpha/missing")),
                                          {ErrorCode::FileNotFound, {}, {}}));
        QVERIFY(dialog.isVisible()); // Return in the field does not choose
    }

    void theNewSessionDialogBrowses()
    {
        NewSessionDialog dialog(QStringLiteral("local"));
        auto *browse = dialog.findChild<QPushButton *>(QStringLiteral("browse"));
        QVERIFY(browse);
        QVERIFY(!browse->isVisibleTo(&dialog)); // nothing to browse yet
        NewSessionDialog::Folders folders = NewSessionDialog::foldersOf(m_connection->client());
        QString started;
        folders.browse = [&](QWidget *, const QString &start) {
            started = start;
            return workspacePath(QStringLiteral("picked"));
        };
        dialog.setFolders(folders);
        QVERIFY(browse->isVisibleTo(&dialog));
        auto *cwd = dialog.findChild<QLineEdit *>(QStringLiteral("workingDirectory"));
        cwd->setText(QStringLiteral("rel"));
        browse->click();
        QCOMPARE(started, QStringLiteral("rel"));
        QCOMPARE(cwd->text(), workspacePath(QStringLiteral("picked")));
        QCOMPARE(dialog.options().cwd, workspacePath(QStringLiteral("picked")));
    }

    // The env editor's failure is a sentence; the agent's own message stays in the log.
    void theEnvEditorSaysAgentErrorsInWords()
    {
        EnvEditorWidget *editor = m_window->envEditor();
        editor->model()->addVariable(QStringLiteral("HAS_NUL"),
                                     QStringLiteral("a") + QChar(0) + QStringLiteral("b"));
        editor->apply();
        const QString expected
            = MainWindow::tr("Could not apply: %1").arg(ErrorText::sentence(ErrorCode::ValidationFailed));
        const auto shown = [editor, &expected] {
            for (QLabel *label : editor->findChildren<QLabel *>())
                if (label->text() == expected)
                    return true;
            return false;
        };
        QTRY_VERIFY_WITH_TIMEOUT(shown(), 10000);
        for (QLabel *label : editor->findChildren<QLabel *>())
            QVERIFY2(!label->text().contains(QLatin1String("NUL")), qPrintable(label->text()));
        LogModel *log = m_window->logModel();
        const QString logged = log->entry(log->rowCount() - 1).text;
        QVERIFY2(logged.contains(QLatin1String("NUL")) && logged.contains(QLatin1String("VALIDATION_FAILED")),
                 qPrintable(logged));
    }
};

QTEST_MAIN(TestSessionDirectory)
#include "tst_sessiondirectory.moc"
