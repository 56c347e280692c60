// SPDX-License-Identifier: Apache-2.0
// Every interactive control of the panes and dialogs outside the main window has a name for
// assistive technology (QAccessible, what the AT-SPI bridge exports), and the ones whose
// purpose a name alone does not say have a description too.
#include "AccessibleTree.h"
#include "activity/ActivityModel.h"
#include "activity/ActivityPane.h"
#include "cluster/AddClusterDialog.h"
#include "cluster/NewSandboxDialog.h"
#include "connect/ConnectDialog.h"
#include "env/EnvEditorWidget.h"
#include "log/LogModel.h"
#include "log/LogPane.h"
#include "main/CommandBar.h"
#include "main/SandboxRestartBar.h"
#include "processes/AllProcessesView.h"
#include "processes/ProcessLogsDialog.h"
#include "processes/ProcessPane.h"
#include "processes/StartProcessDialog.h"
#include "sessions/NewSessionDialog.h"
#include "sessions/SandboxDirectoryDialog.h"
#include "sessions/SessionSettingsWidget.h"
#include "sessions/SessionTreeView.h"
#include "tabs/TerminalFindBar.h"
#include "tabs/TerminalMirrorBanner.h"
#include "terminal/ColorSchemeLibrary.h"
#include "terminal/ProfileDialog.h"
#include "terminal/TerminalProfile.h"
#include "terminal/TerminalView.h"

#include <QAbstractButton>
#include <QApplication>
#include <QLabel>
#include <QtTest>

#include <memory>

using namespace sandman;
using namespace sandman::test;

namespace {

// The widget under test and what it needs alive beside it.
struct Subject {
    std::unique_ptr<QObject> keep;
    std::unique_ptr<QWidget> widget;
};

Subject make(const QString &name)
{
    Subject s;
    if (name == QLatin1String("connect dialog"))
        s.widget = std::make_unique<ConnectDialog>(nullptr);
    else if (name == QLatin1String("new session dialog"))
        s.widget = std::make_unique<NewSessionDialog>(QStringLiteral("Local sandbox"));
    else if (name == QLatin1String("add cluster dialog"))
        s.widget = std::make_unique<AddClusterDialog>();
    else if (name == QLatin1String("new sandbox dialog"))
        s.widget = std::make_unique<NewSandboxDialog>(QStringLiteral("kind"));
    else if (name == QLatin1String("start process dialog"))
        s.widget = std::make_unique<StartProcessDialog>(QStringLiteral("web-api"));
    else if (name == QLatin1String("process logs dialog"))
        s.widget = std::make_unique<ProcessLogsDialog>(QStringLiteral("proc-1"));
    else if (name == QLatin1String("folder dialog"))
        s.widget = std::make_unique<SandboxDirectoryDialog>(nullptr, QStringLiteral("default"),
                                                            QStringLiteral("/"));
    else if (name == QLatin1String("profile dialog")) {
        static ColorSchemeLibrary schemes;
        s.widget = std::make_unique<ProfileDialog>(TerminalProfile(), &schemes, true);
    } else if (name == QLatin1String("environment editor"))
        s.widget = std::make_unique<EnvEditorWidget>();
    else if (name == QLatin1String("session settings"))
        s.widget = std::make_unique<SessionSettingsWidget>();
    else if (name == QLatin1String("session list"))
        s.widget = std::make_unique<SessionTreeView>();
    else if (name == QLatin1String("processes pane")) {
        auto *log = new LogModel;
        s.keep.reset(log);
        s.widget = std::make_unique<ProcessPane>(log);
    } else if (name == QLatin1String("all processes"))
        s.widget = std::make_unique<AllProcessesView>();
    else if (name == QLatin1String("log pane")) {
        auto *log = new LogModel;
        s.keep.reset(log);
        s.widget = std::make_unique<LogPane>(log);
    } else if (name == QLatin1String("activity pane")) {
        auto *model = new ActivityModel;
        s.keep.reset(model);
        s.widget = std::make_unique<ActivityPane>(model);
    } else if (name == QLatin1String("command bar")) {
        auto *log = new LogModel;
        s.keep.reset(log);
        s.widget = std::make_unique<CommandBar>(log);
    } else if (name == QLatin1String("find bar"))
        s.widget = std::make_unique<TerminalFindBar>();
    else if (name == QLatin1String("restart bar"))
        s.widget = std::make_unique<SandboxRestartBar>();
    else if (name == QLatin1String("mirror banner"))
        s.widget = std::make_unique<TerminalMirrorBanner>();
    else if (name == QLatin1String("terminal"))
        s.widget = std::make_unique<TerminalView>();
    return s;
}

const char *const kSubjects[] = {"connect dialog",
                                 "new session dialog",
                                 "add cluster dialog",
                                 "new sandbox dialog",
                                 "start process dialog",
                                 "process logs dialog",
                                 "folder dialog",
                                 "profile dialog",
                                 "environment editor",
                                 "session settings",
                                 "session list",
                                 "processes pane",
                                 "all processes",
                                 "log pane",
                                 "activity pane",
                                 "command bar",
                                 "find bar",
                                 "restart bar",
                                 "mirror banner",
                                 "terminal"};

} // namespace

class TestAccessibleNames : public QObject
{
    Q_OBJECT
private slots:
    void everyControlIsNamed_data()
    {
        QTest::addColumn<QString>("subject");
        for (const char *subject : kSubjects)
            QTest::newRow(subject) << QString::fromLatin1(subject);
    }

    void everyControlIsNamed()
    {
        QFETCH(QString, subject);
        Subject s = make(subject);
        QVERIFY(s.widget);
        s.widget->resize(s.widget->sizeHint().expandedTo(QSize(400, 300)));
        s.widget->show();
        QVERIFY(QTest::qWaitForWindowExposed(s.widget.get()));
        // Bars show some of their buttons only in some states: every control counts.
        for (QWidget *child : s.widget->findChildren<QWidget *>()) {
            if (!child->isWindow())
                child->setVisible(true);
        }
        const QStringList unnamed = unnamedInteractiveElements(s.widget.get());
        QVERIFY2(unnamed.isEmpty(), qPrintable(unnamed.join(QStringLiteral("; "))));
    }

    // With the text twice as large (a 200% font setting), every dialog still fits a 1920×1080
    // screen at its preferred size, and no control is squeezed below what its text needs.
    void dialogsFitWithATwiceLargerFont_data()
    {
        QTest::addColumn<QString>("subject");
        for (const char *subject : kSubjects) {
            if (QByteArray(subject).endsWith("dialog"))
                QTest::newRow(subject) << QString::fromLatin1(subject);
        }
    }

    void dialogsFitWithATwiceLargerFont()
    {
        QFETCH(QString, subject);
        const QFont normal = QApplication::font();
        QFont large = normal;
        large.setPointSizeF(normal.pointSizeF() * 2);
        QApplication::setFont(large);
        auto restore = qScopeGuard([&] { QApplication::setFont(normal); });
        Subject s = make(subject);
        s.widget->adjustSize();
        const QSize size = s.widget->size();
        QVERIFY2(size.width() <= 1920 && size.height() <= 1080,
                 qPrintable(QStringLiteral("%1×%2").arg(size.width()).arg(size.height())));
        s.widget->show();
        QVERIFY(QTest::qWaitForWindowExposed(s.widget.get()));
        for (QWidget *child : s.widget->findChildren<QWidget *>()) {
            if (!child->isVisible() || child->isWindow()
                || !(qobject_cast<QAbstractButton *>(child) || qobject_cast<QLabel *>(child)))
                continue;
            const QSize needed = child->minimumSizeHint();
            QVERIFY2(child->width() >= needed.width() && child->height() >= needed.height(),
                     qPrintable(QStringLiteral("%1 \"%2\": %3×%4 < %5×%6")
                                    .arg(QString::fromLatin1(child->metaObject()->className()),
                                         child->property("text").toString())
                                    .arg(child->width())
                                    .arg(child->height())
                                    .arg(needed.width())
                                    .arg(needed.height())));
        }
    }
};

QTEST_MAIN(TestAccessibleNames)
#include "tst_accessiblenames.moc"
