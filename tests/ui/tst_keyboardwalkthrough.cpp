// SPDX-License-Identifier: Apache-2.0
// Sandman used with the keyboard alone, on a real (in-process) sandbox: key events only, sent
// where the focus is, from a new session with a variable to quitting. Each step checks that
// the focus went where a keyboard user needs it, and that it is visible (a focus frame or the
// terminal's filled cursor).
#include "FutureWait.h"
#include "client/InProcessTransport.h"
#include "client/SandboxClient.h"
#include "env/EnvEditorWidget.h"
#include "env/EnvVarTableModel.h"
#include "main/MainWindow.h"
#include "main/PaneFocusCycle.h"
#include "server/SandboxHost.h"
#include "sessions/NewSessionDialog.h"
#include "sessions/SandboxConnection.h"
#include "tabs/TerminalTabs.h"
#include "terminal/TerminalView.h"

#include <QAccessible>
#include <QApplication>
#include <QLineEdit>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTimer>
#include <QtTest>

using namespace sandman;
using namespace sandman::test;

namespace {

QWidget *focused()
{
    return QApplication::focusWidget();
}

// A key as the keyboard sends it: to whatever has the focus.
void press(Qt::Key key, Qt::KeyboardModifiers modifiers = Qt::NoModifier)
{
    QWidget *target = focused() ? focused() : QApplication::activeWindow();
    QVERIFY2(target, "nothing has the keyboard focus");
    QTest::keyClick(target, key, modifiers);
    QTest::qWait(20); // as between two real key presses: deferred focus changes and deletions run
}

void type(const QString &text)
{
    for (const QChar c : text) {
        QWidget *target = focused();
        QVERIFY2(target, "nothing has the keyboard focus");
        QTest::keyClicks(target, QString(c));
    }
    QTest::qWait(20);
}

QString describe(const QWidget *widget)
{
    return widget ? QStringLiteral("%1 \"%2\"")
                        .arg(QString::fromLatin1(widget->metaObject()->className()), widget->objectName())
                  : QStringLiteral("nothing");
}

} // namespace

class TestKeyboardWalkthrough : public QObject
{
    Q_OBJECT

    QTemporaryDir m_workspace;
    std::unique_ptr<SandboxHost> m_host;
    std::unique_ptr<MainWindow> m_window;
    SandboxConnection *m_connection = nullptr;

    QString execIn(const QString &session, const QString &command)
    {
        ExecOptions options;
        options.sessionId = session;
        auto result = m_connection->client()->exec(command, options);
        if (!waitFor(result))
            return QStringLiteral("<no answer>");
        return QString::fromUtf8(result.result().stdoutData);
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        Sandbox::Options options;
        options.workspaceDir = m_workspace.path();
        m_host = std::make_unique<SandboxHost>(options);
        m_window = std::make_unique<MainWindow>();
        new PaneFocusCycle(m_window.get()); // as app/main.cpp does
        m_connection
            = new SandboxConnection(SandboxConnection::localSandboxName(),
                                    new InProcessTransport(m_host->handler(), m_host->context()), true);
        m_window->addConnection(m_connection);
        m_window->show();
        m_window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
        QVERIFY(waitUntil([this] { return m_window->currentSessionId() == QLatin1String("default"); }));
    }

    void cleanupTestCase()
    {
        m_window.reset();
        m_host.reset();
    }

    // Ctrl+Shift+N, the session's ID, then Alt+E to its variables: Ctrl+N, NAME, Tab, value,
    // Return; Return again creates it.
    void createsASessionWithAVariable()
    {
        QString dialogFocus;
        QString problem;
        bool sawDialog = false;
        QTimer driver;
        driver.setInterval(20);
        connect(&driver, &QTimer::timeout, this, [&] {
            auto *dialog = qobject_cast<NewSessionDialog *>(QApplication::activeModalWidget());
            // Once it is the active window and has given the focus to its first field.
            if (!dialog || sawDialog || !dialog->isActiveWindow() || !dialog->isAncestorOf(focused()))
                return;
            sawDialog = true;
            driver.stop();
            dialogFocus = describe(focused());
            type(QStringLiteral("kbd-walk"));
            press(Qt::Key_E, Qt::AltModifier);
            if (!dialog->findChild<EnvEditorWidget *>()->isAncestorOf(focused()))
                problem = QStringLiteral("Alt+E left the focus on ") + describe(focused());
            press(Qt::Key_N, Qt::ControlModifier);
            type(QStringLiteral("GREETING"));
            press(Qt::Key_Tab);
            type(QStringLiteral("hello"));
            press(Qt::Key_Return);
            press(Qt::Key_Return);
            if (dialog->isVisible()) {
                problem += QStringLiteral(" / the dialog is still open, focus on ") + describe(focused());
                dialog->reject();
            }
        });
        driver.start();
        press(Qt::Key_N, Qt::ControlModifier | Qt::ShiftModifier);
        QVERIFY2(sawDialog, "Ctrl+Shift+N opened no New Session dialog");
        QCOMPARE(dialogFocus, QStringLiteral("QLineEdit \"sessionId\""));
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        // The window manager gives the window back the focus (offscreen, no one does).
        if (!m_window->isActiveWindow())
            m_window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
        QVERIFY2(focused(), "the window has no focus after the dialog");
        QVERIFY(waitUntil([this] { return m_window->currentSessionId() == QLatin1String("kbd-walk"); }));
        QCOMPARE(execIn(QStringLiteral("kbd-walk"), QStringLiteral("printf %s \"$GREETING\"")),
                 QStringLiteral("hello"));
    }

    // Ctrl+Shift+T opens a terminal with the focus in it; typing runs a command there.
    void opensATerminalAndRunsACommand()
    {
        press(Qt::Key_T, Qt::ControlModifier | Qt::ShiftModifier);
        TerminalView *view = nullptr;
        QVERIFY(waitUntil([&] {
            view = qobject_cast<TerminalView *>(focused());
            return view != nullptr;
        }));
        QVERIFY(m_window->terminals()->currentTerminal() == view);
        // Its prompt first, so that the keys go to the shell's line editor.
        QVERIFY(waitUntil([view] { return !view->model()->screenText().trimmed().isEmpty(); }, 20000));
        type(QStringLiteral("echo \"$GREETING\"-from-keys"));
        press(Qt::Key_Return);
        QVERIFY2(
            waitUntil(
                [view] { return view->model()->screenText().contains(QStringLiteral("\nhello-from-keys")); },
                20000),
            qPrintable(view->model()->screenText()));
        // The focused terminal says so: what it reports to assistive technology, and its cursor.
        QVERIFY(QAccessible::queryAccessibleInterface(view)->state().focused);
    }

    // F6 leaves the terminal (Tab is the shell's) for the panes, Tab goes on to the variables;
    // there Ctrl+N adds one and Ctrl+S applies it to the live session.
    void appliesTheEnvironmentFromTheKeyboard()
    {
        EnvEditorWidget *editor = m_window->envEditor();
        QWidget *environmentPane = editor->parentWidget(); // the session's settings, then its variables
        QStringList visited;
        for (int i = 0; i < 12 && !environmentPane->isAncestorOf(focused()); ++i) {
            press(Qt::Key_F6);
            visited << describe(focused());
            // Each pane F6 visits is in front, its control showing the focus.
            QVERIFY2(focused() && focused()->isVisible() && focused()->hasFocus(),
                     qPrintable(visited.last()));
        }
        QVERIFY2(environmentPane->isAncestorOf(focused()), qPrintable(visited.join(QStringLiteral(" -> "))));
        // Within the pane, Tab goes on to the variables.
        for (int i = 0; i < 20 && !editor->isAncestorOf(focused()); ++i) {
            press(Qt::Key_Tab);
            visited << describe(focused());
        }
        QVERIFY2(editor->isAncestorOf(focused()), qPrintable(visited.join(QStringLiteral(" -> "))));
        press(Qt::Key_N, Qt::ControlModifier);
        type(QStringLiteral("APPLIED_BY_KEYS"));
        press(Qt::Key_Tab);
        type(QStringLiteral("yes"));
        press(Qt::Key_Return);
        QVERIFY(editor->model()->hasPendingChanges());
        press(Qt::Key_S, Qt::ControlModifier);
        QVERIFY(waitUntil([editor] { return !editor->model()->hasPendingChanges(); }));
        QCOMPARE(execIn(QStringLiteral("kbd-walk"), QStringLiteral("printf %s \"$APPLIED_BY_KEYS\"")),
                 QStringLiteral("yes"));
        // Shift+F6 goes back the other way, to the terminal among the panes.
        QStringList back;
        for (int i = 0; i < 12 && !qobject_cast<TerminalView *>(focused()); ++i) {
            press(Qt::Key_F6, Qt::ShiftModifier);
            back << describe(focused());
        }
        QVERIFY2(qobject_cast<TerminalView *>(focused()), qPrintable(back.join(QStringLiteral(" -> "))));
    }

    // Ctrl+Shift+Q closes the window from inside the terminal.
    void quits()
    {
        QVERIFY(qobject_cast<TerminalView *>(focused()));
        press(Qt::Key_Q, Qt::ControlModifier | Qt::ShiftModifier);
        QVERIFY(waitUntil([this] { return !m_window->isVisible(); }));
    }
};

QTEST_MAIN(TestKeyboardWalkthrough)
#include "tst_keyboardwalkthrough.moc"
