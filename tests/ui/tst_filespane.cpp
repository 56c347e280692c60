// SPDX-License-Identifier: Apache-2.0
// The Files pane over every transport: the tree follows the workspace live (created, deleted,
// a folder made by a command), hidden files and the name filter, text opened and saved, an
// edit conflict (cancel keeps the sandbox's version, overwrite writes ours), images and
// binaries.
#include "ClientFixture.h"
#include "FutureWait.h"
#include "client/CheckpointClient.h"
#include "files/ChangeSetDialog.h"
#include "files/FileFilterModel.h"
#include "files/FileTreeModel.h"
#include "files/FileViewer.h"
#include "files/FilesPane.h"

#include <QBuffer>
#include <QImage>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QSignalSpy>
#include <QTreeView>
#include <QtTest>

#include <memory>

using namespace sandman;
using namespace sandman::test;

class TestFilesPane : public QObject
{
    Q_OBJECT
private:
    std::unique_ptr<ClientFixture> m_fx;
    std::unique_ptr<FilesPane> m_pane;

    void run(const QString &command) { QVERIFY(resultOf(m_fx->client()->exec(command)).success); }
    bool shown(const QString &name) const
    {
        return m_pane->model()->indexOfPath(QStringLiteral("/workspace/") + name).isValid();
    }
    QString onDisk(const QString &name) const
    {
        QFile file(m_fx->workspace() + QLatin1Char('/') + name);
        return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll())
                                              : QStringLiteral("<missing>");
    }
    void openFile(const QString &name)
    {
        QSignalSpy opened(m_pane->viewer(), &FileViewer::opened);
        m_pane->viewer()->open(m_fx->client(), QStringLiteral("/workspace/") + name, 0);
        QVERIFY(opened.wait(10000));
    }

private slots:
    void initTestCase_data() { ClientFixture::addTransportColumn(); }
    void init()
    {
        QFETCH_GLOBAL(QString, transport);
        m_fx = ClientFixture::create(transport);
        QVERIFY(m_fx);
        m_pane = std::make_unique<FilesPane>();
        m_pane->resize(900, 500);
        QSignalSpy watching(m_pane.get(), &FilesPane::watching);
        m_pane->setClient(m_fx->client());
        QVERIFY(watching.wait(10000));
        QTRY_VERIFY(!m_pane->model()->isLoading());
    }
    void cleanup()
    {
        m_pane.reset();
        m_fx.reset();
    }

    void followsTheWorkspace()
    {
        run(QStringLiteral("echo hi > new.txt"));
        QTRY_VERIFY_WITH_TIMEOUT(shown(QStringLiteral("new.txt")), 5000);
        run(QStringLiteral("mkdir -p sub && echo x > sub/inner.txt"));
        QTRY_VERIFY_WITH_TIMEOUT(shown(QStringLiteral("sub")), 5000);
        // Folders first, then names.
        QCOMPARE(m_pane->model()->index(0, 0).data().toString(), QStringLiteral("sub"));
        // A folder is listed when opened; then it follows too.
        const QModelIndex sub = m_pane->model()->indexOfPath(QStringLiteral("/workspace/sub"));
        QVERIFY(m_pane->model()->canFetchMore(sub));
        m_pane->model()->fetchMore(sub);
        QTRY_VERIFY_WITH_TIMEOUT(shown(QStringLiteral("sub/inner.txt")), 5000);
        run(QStringLiteral("echo y > sub/second.txt; rm new.txt"));
        QTRY_VERIFY_WITH_TIMEOUT(shown(QStringLiteral("sub/second.txt")) && !shown(QStringLiteral("new.txt")),
                                 5000);
        // Sizes follow a change of content.
        run(QStringLiteral("printf '1234567890' > sub/inner.txt"));
        QTRY_COMPARE_WITH_TIMEOUT(m_pane->model()
                                      ->indexOfPath(QStringLiteral("/workspace/sub/inner.txt"))
                                      .data(FileTreeModel::SizeRole)
                                      .toLongLong(),
                                  10LL, 5000);
    }

    void hiddenFilesAndFilter()
    {
        run(QStringLiteral("echo a > .secret && echo b > visible.txt && echo c > other.md"));
        QTRY_VERIFY_WITH_TIMEOUT(shown(QStringLiteral(".secret")) && shown(QStringLiteral("other.md")), 5000);
        FileFilterModel *filter = m_pane->filterModel();
        QCOMPARE(filter->rowCount(), 2);
        filter->setShowHidden(true);
        QCOMPARE(filter->rowCount(), 3);
        filter->setNameFilter(QStringLiteral("VIS"));
        QCOMPARE(filter->rowCount(), 1);
        QCOMPARE(filter->index(0, 0).data().toString(), QStringLiteral("visible.txt"));
    }

    void openAndSave()
    {
        run(QStringLiteral("printf 'one\\ntwo\\n' > a.txt"));
        openFile(QStringLiteral("a.txt"));
        QCOMPARE(m_pane->viewer()->mode(), QStringLiteral("text"));
        QCOMPARE(m_pane->viewer()->text(), QStringLiteral("one\ntwo\n"));
        m_pane->viewer()->setText(QStringLiteral("one\n2\n"));
        QSignalSpy saved(m_pane->viewer(), &FileViewer::saved);
        m_pane->viewer()->save();
        QVERIFY(saved.wait(10000));
        QCOMPARE(onDisk(QStringLiteral("a.txt")), QStringLiteral("one\n2\n"));
        QVERIFY(!m_pane->viewer()->isModified());
    }

    void editConflict()
    {
        run(QStringLiteral("echo original > c.txt"));
        openFile(QStringLiteral("c.txt"));
        run(QStringLiteral("echo 'by an agent' > c.txt")); // changed in the sandbox meanwhile
        m_pane->viewer()->setText(QStringLiteral("mine\n"));
        int asked = 0;
        m_pane->viewer()->setConflictResolver([&asked](const QString &) {
            ++asked;
            return FileViewer::Conflict::Cancel;
        });
        m_pane->viewer()->save();
        QTRY_COMPARE(asked, 1);
        QTest::qWait(200);
        QCOMPARE(onDisk(QStringLiteral("c.txt")), QStringLiteral("by an agent\n"));
        m_pane->viewer()->setConflictResolver([&asked](const QString &) {
            ++asked;
            return FileViewer::Conflict::Overwrite;
        });
        QSignalSpy saved(m_pane->viewer(), &FileViewer::saved);
        m_pane->viewer()->save();
        QVERIFY(saved.wait(10000));
        QCOMPARE(asked, 2);
        QCOMPARE(onDisk(QStringLiteral("c.txt")), QStringLiteral("mine\n"));
        // Saved: no conflict the next time.
        m_pane->viewer()->setText(QStringLiteral("again\n"));
        m_pane->viewer()->save();
        QVERIFY(saved.wait(10000));
        QCOMPARE(asked, 2);
    }

    void imagesAndBinaries()
    {
        QImage image(16, 8, QImage::Format_RGB32);
        image.fill(Qt::red);
        QByteArray png;
        QBuffer buffer(&png);
        buffer.open(QIODevice::WriteOnly);
        image.save(&buffer, "PNG");
        resultOf(m_fx->client()->writeBinaryFile(QStringLiteral("/workspace/red.png"), png));
        openFile(QStringLiteral("red.png"));
        QCOMPARE(m_pane->viewer()->mode(), QStringLiteral("image"));
        resultOf(m_fx->client()->writeBinaryFile(QStringLiteral("/workspace/blob.bin"),
                                                 QByteArray("\x00\x01\x02\xff", 4)));
        openFile(QStringLiteral("blob.bin"));
        QCOMPARE(m_pane->viewer()->mode(), QStringLiteral("binary"));
    }

    void changeSetDialogUndo()
    {
        CheckpointClient checkpoints(m_fx->client());
        QVERIFY(waitUntil(
            [&checkpoints] {
                const auto listing = checkpoints.list();
                return waitFor(listing) && !failureOf(listing)
                    && listing.result().status.value(QStringLiteral("ready")).toBool();
            },
            20000));
        run(QStringLiteral("printf 'keep\\n' > u.txt"));
        const QString command = QStringLiteral("printf 'keep\\nadded\\n' > u.txt; echo new > v.txt");
        run(command);
        QString commandId;
        QVERIFY(waitUntil(
            [&] {
                for (const CheckpointInfo &info : resultOf(checkpoints.list()).checkpoints) {
                    if (info.command == command)
                        commandId = info.commandId;
                }
                return !commandId.isEmpty();
            },
            10000));
        ChangeSetDialog dialog(m_fx->client(), commandId, command);
        QSignalSpy loaded(&dialog, &ChangeSetDialog::loaded);
        QVERIFY(loaded.wait(10000));
        QCOMPARE(dialog.list()->count(), 2);
        QSignalSpy diffShown(&dialog, &ChangeSetDialog::diffShown);
        dialog.list()->setCurrentRow(0); // u.txt
        QVERIFY(diffShown.wait(10000));
        QVERIFY2(dialog.diffView()->toPlainText().contains(QStringLiteral("+added")),
                 qPrintable(dialog.diffView()->toPlainText()));
        QStringList confirmed;
        dialog.setConfirmer([&confirmed](const QStringList &lines) {
            confirmed = lines;
            return true;
        });
        QSignalSpy undone(&dialog, &ChangeSetDialog::undone);
        dialog.undo();
        QVERIFY(undone.wait(10000));
        QCOMPARE(undone.first().first().toBool(), true);
        QCOMPARE(confirmed.size(), 2);
        QCOMPARE(onDisk(QStringLiteral("u.txt")), QStringLiteral("keep\n"));
        QCOMPARE(onDisk(QStringLiteral("v.txt")), QStringLiteral("<missing>"));
    }
};

QTEST_MAIN(TestFilesPane)
#include "tst_filespane.moc"
