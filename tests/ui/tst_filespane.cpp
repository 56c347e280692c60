// SPDX-License-Identifier: Apache-2.0
// The Files pane over every transport: the tree follows the workspace live (created, deleted,
// a folder made by a command), hidden files and the name filter, text opened and saved, an
// edit conflict (cancel keeps the sandbox's version, overwrite writes ours), images and
// binaries; drag and drop with the desktop (uploads and downloads streamed in pieces, folders
// whole).
#include "CheckpointsReady.h"
#include "ClientFixture.h"
#include "FutureWait.h"
#include "client/CheckpointClient.h"
#include "client/FileUpload.h"
#include "engine/attribution/WriteWatch.h"
#include "files/ChangeSetDialog.h"
#include "files/DiffView.h"
#include "files/FileFilterModel.h"
#include "files/FileTransfers.h"
#include "files/FileTreeModel.h"
#include "files/FileViewer.h"
#include "files/FilesPane.h"
#include "files/ImageComparison.h"
#include "main/LanguageLoader.h"
#include "protocol/RawFileName.h"

#include <QApplication>
#include <QBuffer>
#include <QCheckBox>
#include <QImage>
#include <QLabel>
#include <QListWidget>
#include <QMessageBox>
#include <QMimeData>
#include <QPlainTextEdit>
#include <QRandomGenerator>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTimer>
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
    static QByteArray randomBytes(qint64 size)
    {
        QByteArray bytes(size, Qt::Uninitialized);
        QRandomGenerator generator(7);
        generator.fillRange(reinterpret_cast<quint32 *>(bytes.data()), size / 4);
        return bytes;
    }
    static bool writeLocal(const QString &path, const QByteArray &bytes)
    {
        QDir().mkpath(QFileInfo(path).absolutePath());
        QFile file(path);
        return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
    }
    static QByteArray readLocal(const QString &path)
    {
        QFile file(path);
        return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray("<missing>");
    }
    // Waits for the pane's copies to end; their errors.
    QStringList transfersEnd()
    {
        QSignalSpy finished(m_pane->transfers(), &FileTransfers::finished);
        if (!finished.wait(60000))
            return {QStringLiteral("timed out")};
        return finished.first().first().toStringList();
    }
    // The id of the command whose checkpoint names it (empty if none comes within 10 s).
    static QString commandIdOf(CheckpointClient &checkpoints, const QString &command)
    {
        QString commandId;
        waitUntil(
            [&] {
                for (const CheckpointInfo &info : resultOf(checkpoints.list()).checkpoints) {
                    if (info.command == command)
                        commandId = info.commandId;
                }
                return !commandId.isEmpty();
            },
            10000);
        return commandId;
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

    // Names that are not UTF-8 (Latin-1 bytes, as old archives have them): shown with \xNN, and
    // opened, saved, listed, followed and renamed by their exact bytes.
    void namesThatAreNotUtf8()
    {
        const QString file
            = QStringLiteral("/workspace/caf") + RawFileName::fromBytes("\xe9") + QStringLiteral(".txt");
        const QString folder = QStringLiteral("/workspace/dir") + RawFileName::fromBytes("\xff");
        run(QStringLiteral("mkdir $'dir\\xff' && printf 'old\\n' > $'caf\\xe9.txt'"));
        QTRY_VERIFY_WITH_TIMEOUT(m_pane->model()->indexOfPath(file).isValid()
                                     && m_pane->model()->indexOfPath(folder).isValid(),
                                 5000);
        QCOMPARE(m_pane->model()->indexOfPath(file).data().toString(), QStringLiteral("caf\\xe9.txt"));
        QCOMPARE(m_pane->model()->indexOfPath(folder).data().toString(), QStringLiteral("dir\\xff"));

        QSignalSpy opened(m_pane->viewer(), &FileViewer::opened);
        m_pane->openIndex(m_pane->model()->indexOfPath(file));
        QVERIFY(opened.wait(10000));
        QCOMPARE(m_pane->viewer()->text(), QStringLiteral("old\n"));
        m_pane->viewer()->setText(QStringLiteral("new\n"));
        QSignalSpy saved(m_pane->viewer(), &FileViewer::saved);
        m_pane->viewer()->save();
        QVERIFY(saved.wait(10000));
        const ExecResult check = resultOf(m_fx->client()->exec(QStringLiteral("cat $'caf\\xe9.txt'; ls")));
        QCOMPARE(check.stdoutData, QByteArray("new\ncaf\xe9.txt\ndir\xff\n"));

        // Inside the folder: listed when opened, then followed live by the watch.
        run(QStringLiteral("echo x > $'dir\\xff/inner.txt'"));
        m_pane->model()->fetchMore(m_pane->model()->indexOfPath(folder));
        QTRY_VERIFY_WITH_TIMEOUT(
            m_pane->model()->indexOfPath(folder + QStringLiteral("/inner.txt")).isValid(), 5000);
        run(QStringLiteral("echo y > $'dir\\xff/second.txt'"));
        QTRY_VERIFY_WITH_TIMEOUT(
            m_pane->model()->indexOfPath(folder + QStringLiteral("/second.txt")).isValid(), 5000);

        resultOf(m_fx->client()->renameFile(file, QStringLiteral("/workspace/cafe.txt")));
        QTRY_VERIFY_WITH_TIMEOUT(
            shown(QStringLiteral("cafe.txt")) && !m_pane->model()->indexOfPath(file).isValid(), 5000);
        QCOMPARE(onDisk(QStringLiteral("cafe.txt")), QStringLiteral("new\n"));
        resultOf(m_fx->client()->deleteFile(folder + QStringLiteral("/inner.txt")));
        QTRY_VERIFY_WITH_TIMEOUT(
            !m_pane->model()->indexOfPath(folder + QStringLiteral("/inner.txt")).isValid(), 5000);
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

    // Files and a folder dropped from the desktop land in the folder under the cursor, byte for
    // byte, in several pieces for a large one, with no temporary left behind.
    void dropUploadsFilesAndFolders()
    {
        QTemporaryDir desktop;
        const QByteArray large = randomBytes(FileUpload::kChunkBytes * 2 + 12345);
        QVERIFY(writeLocal(desktop.filePath(QStringLiteral("large.bin")), large));
        QVERIFY(writeLocal(desktop.filePath(QStringLiteral("project/src/main.py")), "print('hi')\n"));
        QVERIFY(writeLocal(desktop.filePath(QStringLiteral("project/empty.txt")), QByteArray()));
        QVERIFY(QDir().mkpath(desktop.filePath(QStringLiteral("project/build"))));
        run(QStringLiteral("mkdir -p into"));
        QTRY_VERIFY_WITH_TIMEOUT(shown(QStringLiteral("into")), 5000);

        QMimeData data;
        data.setUrls({QUrl::fromLocalFile(desktop.filePath(QStringLiteral("large.bin"))),
                      QUrl::fromLocalFile(desktop.filePath(QStringLiteral("project")))});
        const QModelIndex into = m_pane->filterModel()->mapFromSource(
            m_pane->model()->indexOfPath(QStringLiteral("/workspace/into")));
        QVERIFY(m_pane->filterModel()->canDropMimeData(&data, Qt::CopyAction, -1, -1, into));
        QVERIFY(m_pane->filterModel()->dropMimeData(&data, Qt::CopyAction, -1, -1, into));
        QCOMPARE(transfersEnd(), QStringList());
        QFile uploaded(m_fx->workspace() + QStringLiteral("/into/large.bin"));
        QVERIFY(uploaded.open(QIODevice::ReadOnly));
        QVERIFY(uploaded.readAll() == large);
        QCOMPARE(onDisk(QStringLiteral("into/project/src/main.py")), QStringLiteral("print('hi')\n"));
        QCOMPARE(onDisk(QStringLiteral("into/project/empty.txt")), QString());
        QVERIFY(QFileInfo(m_fx->workspace() + QStringLiteral("/into/project/build")).isDir());
        const QStringList left = QDir(m_fx->workspace() + QStringLiteral("/into"))
                                     .entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot);
        QCOMPARE(left, (QStringList{QStringLiteral("large.bin"), QStringLiteral("project")}));
        // Dropped on a file: into that file's folder.
        m_pane->model()->fetchMore(m_pane->model()->indexOfPath(QStringLiteral("/workspace/into")));
        QTRY_VERIFY_WITH_TIMEOUT(shown(QStringLiteral("into/large.bin")), 5000);
        QCOMPARE(m_pane->model()->dropFolder(
                     m_pane->model()->indexOfPath(QStringLiteral("/workspace/into/large.bin"))),
                 QStringLiteral("/workspace/into"));
    }

    // Only local files drop: a web link is refused, and nothing is sent.
    void dropRefusesLinks()
    {
        QMimeData data;
        data.setUrls({QUrl(QStringLiteral("https://example.com/x.txt"))});
        QVERIFY(!m_pane->filterModel()->canDropMimeData(&data, Qt::CopyAction, -1, -1, {}));
        QVERIFY(!m_pane->filterModel()->dropMimeData(&data, Qt::CopyAction, -1, -1, {}));
        data.setText(QStringLiteral("just text"));
        data.setUrls({});
        QVERIFY(!m_pane->filterModel()->canDropMimeData(&data, Qt::CopyAction, -1, -1, {}));
    }

    // Rows dragged out to the desktop carry local copies, streamed: a large binary byte for
    // byte, a folder whole.
    void dragDownloadsFilesAndFolders()
    {
        const QByteArray large = randomBytes(3 * 1024 * 1024 + 7);
        QVERIFY(writeLocal(m_fx->workspace() + QStringLiteral("/out/big.bin"), large));
        QVERIFY(writeLocal(m_fx->workspace() + QStringLiteral("/out/tree/a/b.txt"), "deep\n"));
        QVERIFY(QDir().mkpath(m_fx->workspace() + QStringLiteral("/out/tree/empty")));
        QTRY_VERIFY_WITH_TIMEOUT(shown(QStringLiteral("out")), 5000);
        m_pane->model()->fetchMore(m_pane->model()->indexOfPath(QStringLiteral("/workspace/out")));
        QTRY_VERIFY_WITH_TIMEOUT(shown(QStringLiteral("out/big.bin")) && shown(QStringLiteral("out/tree")),
                                 5000);
        const QModelIndexList rows{m_pane->model()->indexOfPath(QStringLiteral("/workspace/out/big.bin")),
                                   m_pane->model()->indexOfPath(QStringLiteral("/workspace/out/tree"))};
        std::unique_ptr<QMimeData> data(m_pane->model()->mimeData(rows));
        QVERIFY(data);
        QCOMPARE(data->urls().size(), 2);
        const QString bigCopy = data->urls().at(0).toLocalFile();
        QCOMPARE(QFileInfo(bigCopy).fileName(), QStringLiteral("big.bin"));
        QVERIFY(readLocal(bigCopy) == large);
        const QString treeCopy = data->urls().at(1).toLocalFile();
        QCOMPARE(readLocal(treeCopy + QStringLiteral("/a/b.txt")), QByteArray("deep\n"));
        QVERIFY(QFileInfo(treeCopy + QStringLiteral("/empty")).isDir());
    }

    // The keyboard's way: download the selection into a folder, with a missing file's error
    // told and the rest copied.
    void downloadReportsWhatFailed()
    {
        QVERIFY(writeLocal(m_fx->workspace() + QStringLiteral("/here.txt"), "here\n"));
        QTemporaryDir local;
        m_pane->download({QStringLiteral("/workspace/here.txt"), QStringLiteral("/workspace/not-there.txt")},
                         local.path());
        const QStringList errors = transfersEnd();
        QCOMPARE(errors.size(), 1);
        QVERIFY2(errors.first().contains(QStringLiteral("not-there.txt")), qPrintable(errors.first()));
        QCOMPARE(readLocal(local.filePath(QStringLiteral("here.txt"))), QByteArray("here\n"));
        QVERIFY(!QFile::exists(local.filePath(QStringLiteral("not-there.txt"))));
    }

    // A file over the open limit is shown a page at a time, read-only, each page ending at a
    // line's end with its true line numbers, forward to the end and back; a large binary is
    // summarised from its first page.
    void largeFilesArePaged()
    {
        QByteArray text;
        const int lines = int(FileViewer::kMaxOpenBytes / 12) + 5000;
        text.reserve(qsizetype(lines) * 12);
        for (int i = 1; i <= lines; ++i)
            text += QByteArray::number(i).rightJustified(10, '0') + " \n"; // 12 bytes a line
        QVERIFY(writeLocal(m_fx->workspace() + QStringLiteral("/big.log"), text));
        QSignalSpy opened(m_pane->viewer(), &FileViewer::opened);
        FileViewer *viewer = m_pane->viewer();
        viewer->open(m_fx->client(), QStringLiteral("/workspace/big.log"), text.size());
        QVERIFY(opened.wait(10000));
        QCOMPARE(viewer->mode(), QStringLiteral("page"));
        QCOMPARE(viewer->firstLineNumber(), 1);
        QVERIFY(viewer->text().startsWith(QStringLiteral("0000000001 \n")));
        QVERIFY(viewer->text().endsWith(u'\n'));
        QVERIFY(viewer->text().size() <= FileViewer::kPageBytes);
        int pages = 1;
        int expectedFirst = 1;
        while (viewer->hasNextPage()) {
            expectedFirst += int(viewer->text().count(u'\n'));
            viewer->nextPage();
            QVERIFY(opened.wait(10000));
            ++pages;
            QCOMPARE(viewer->firstLineNumber(), expectedFirst);
            QCOMPARE(viewer->text().left(10), QString::number(expectedFirst).rightJustified(10, u'0'));
        }
        QVERIFY(pages > int(FileViewer::kMaxOpenBytes / FileViewer::kPageBytes));
        QVERIFY(
            viewer->text().endsWith(QString::number(lines).rightJustified(10, u'0') + QStringLiteral(" \n")));
        const int lastFirst = viewer->firstLineNumber();
        viewer->previousPage();
        QVERIFY(opened.wait(10000));
        QVERIFY(viewer->firstLineNumber() < lastFirst);
        QCOMPARE(viewer->text().left(10),
                 QString::number(viewer->firstLineNumber()).rightJustified(10, u'0'));

        QByteArray binary = randomBytes(FileViewer::kMaxOpenBytes + 4096);
        binary[100] = '\0';
        QVERIFY(writeLocal(m_fx->workspace() + QStringLiteral("/big.bin"), binary));
        opened.clear();
        viewer->open(m_fx->client(), QStringLiteral("/workspace/big.bin"), binary.size());
        QVERIFY(opened.wait(10000));
        QCOMPARE(viewer->mode(), QStringLiteral("binary"));
    }

    void changeSetDialogUndo()
    {
        CheckpointClient checkpoints(m_fx->client());
        QVERIFY(checkpointsReady(checkpoints));
        run(QStringLiteral("printf 'keep\\n' > u.txt"));
        const QString command = QStringLiteral("printf 'keep\\nadded\\n' > u.txt; echo new > v.txt");
        run(command);
        const QString commandId = commandIdOf(checkpoints, command);
        QVERIFY(!commandId.isEmpty());
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

    // With the write watch (issue 23) the dialog lists the command's own files only, each with
    // the program that wrote it, and says so; a file another session wrote meanwhile is not there.
    void changeSetDialogNamesWriters()
    {
        QString why;
        QVERIFY2(WriteWatch::instance().enable(true, &why), qPrintable(why));
        QFETCH_GLOBAL(QString, transport);
        m_pane.reset();
        m_fx = ClientFixture::create(transport); // shells started from now on are watched
        QVERIFY(m_fx);
        CheckpointClient checkpoints(m_fx->client());
        QVERIFY(checkpointsReady(checkpoints));
        resultOf(m_fx->client()->createSession(SessionOptions{QStringLiteral("beside"), {}, {}, {}}));
        ExecOptions beside;
        beside.sessionId = QStringLiteral("beside");
        const QFuture<ExecResult> other
            = m_fx->client()->exec(QStringLiteral("sleep 0.2; echo b > theirs.txt"), beside);
        const QString command = QStringLiteral("sleep 0.6; echo m > mine.txt");
        run(command);
        QVERIFY(waitFor(other, 10000));
        ChangeSetDialog dialog(m_fx->client(), commandIdOf(checkpoints, command), command);
        QSignalSpy loaded(&dialog, &ChangeSetDialog::loaded);
        QVERIFY(loaded.wait(10000));
        QCOMPARE(dialog.list()->count(), 1);
        QVERIFY2(dialog.list()->item(0)->text().startsWith(QStringLiteral("mine.txt")),
                 qPrintable(dialog.list()->item(0)->text()));
        QVERIFY2(dialog.list()->item(0)->text().contains(QStringLiteral("by bash")),
                 qPrintable(dialog.list()->item(0)->text()));
        QVERIFY(dialog.list()->item(0)->toolTip().contains(QStringLiteral("(process ")));
        QVERIFY2(dialog.status().contains(QStringLiteral("own processes")), qPrintable(dialog.status()));
    }

    // An image a command changed is shown before and after (and one it created, with no before).
    void changeSetShowsImagesBeforeAndAfter()
    {
        CheckpointClient checkpoints(m_fx->client());
        QVERIFY(checkpointsReady(checkpoints));
        const auto png = [](QSize size, QColor colour) {
            QImage image(size, QImage::Format_ARGB32);
            image.fill(colour);
            QByteArray bytes;
            QBuffer buffer(&bytes);
            buffer.open(QIODevice::WriteOnly);
            image.save(&buffer, "PNG");
            return QString::fromLatin1(bytes.toBase64());
        };
        run(QStringLiteral("echo %1 | base64 -d > logo.png").arg(png({4, 3}, Qt::red)));
        const QString command
            = QStringLiteral("echo %1 | base64 -d > logo.png; echo %2 | base64 -d > icon.png")
                  .arg(png({6, 5}, Qt::blue), png({2, 2}, Qt::green));
        run(command);
        const QString commandId = commandIdOf(checkpoints, command);
        QVERIFY(!commandId.isEmpty());
        ChangeSetDialog dialog(m_fx->client(), commandId, command);
        QSignalSpy loaded(&dialog, &ChangeSetDialog::loaded);
        QVERIFY(loaded.wait(10000));
        QCOMPARE(dialog.list()->count(), 2);
        QSignalSpy diffShown(&dialog, &ChangeSetDialog::diffShown);
        const auto show = [&](const QString &name) {
            for (int row = 0; row < dialog.list()->count(); ++row) {
                if (dialog.list()->item(row)->text().startsWith(name))
                    dialog.list()->setCurrentRow(row);
            }
            return diffShown.wait(10000);
        };
        QVERIFY(show(QStringLiteral("logo.png")));
        DiffView *view = dialog.findChild<DiffView *>();
        QVERIFY(view && view->showsImages());
        QCOMPARE(view->imageView()->before().size(), QSize(4, 3));
        QCOMPARE(view->imageView()->after().size(), QSize(6, 5));
        QCOMPARE(view->imageView()->after().pixelColor(0, 0), QColor(Qt::blue));
        QVERIFY2(view->imageView()->afterCaption().contains(QStringLiteral("6 × 5")),
                 qPrintable(view->imageView()->afterCaption()));
        QVERIFY(show(QStringLiteral("icon.png")));
        QVERIFY(view->showsImages());
        QVERIFY(view->imageView()->before().isNull());
        QCOMPARE(view->imageView()->after().size(), QSize(2, 2));
    }

    // Pictures of the Files pane, a command's diff and the undo preview in each language, for
    // the README (run with SANDMAN_SCREENSHOT_DIR=<folder>; skipped otherwise).
    void screenshots_data()
    {
        QTest::addColumn<QString>("language");
        for (const char *language : {"en", "zh_CN", "ja"})
            QTest::newRow(language) << QString::fromLatin1(language);
    }
    void screenshots()
    {
        QFETCH_GLOBAL(QString, transport);
        QFETCH(QString, language);
        const QString folder = qEnvironmentVariable("SANDMAN_SCREENSHOT_DIR");
        if (folder.isEmpty() || transport != QLatin1String("inprocess"))
            QSKIP("screenshots: SANDMAN_SCREENSHOT_DIR is not set (taken over one transport)");
        LanguageLoader loader;
        QVERIFY(loader.install(language));
        CheckpointClient checkpoints(m_fx->client());
        QVERIFY(checkpointsReady(checkpoints));
        run(QStringLiteral("mkdir -p src docs && printf 'def ratio(a, b):\\n    return a / b\\n\\n"
                           "TIMEOUT = 30\\nRETRIES = 3\\n' > src/app.py && echo '# Notes' > docs/README.md"
                           " && printf 'build/\\n' > .gitignore && printf '\\x89PNG' > logo.png"));
        const QString command = QStringLiteral(
            "printf 'def ratio(a, b):\\n    if b == 0:\\n        return 0\\n    return a / b\\n\\n"
            "TIMEOUT = 60\\nRETRIES = 3\\n' > src/app.py; echo 'ok' > src/test_app.py; rm docs/README.md");
        run(command);
        const QString commandId = commandIdOf(checkpoints, command);
        QVERIFY(!commandId.isEmpty());
        // A pane made in that language, as the window makes its panes after loading it.
        const QLocale locale = QLocale();
        QLocale::setDefault(QLocale(language));
        const auto restoreLocale = qScopeGuard([locale] { QLocale::setDefault(locale); });
        FilesPane pane;
        QSignalSpy watching(&pane, &FilesPane::watching);
        pane.setClient(m_fx->client());
        QVERIFY(watching.wait(10000));
        const auto at = [&pane](const QString &path) { return pane.model()->indexOfPath(path); };
        QTRY_VERIFY_WITH_TIMEOUT(at(QStringLiteral("/workspace/src")).isValid(), 5000);
        pane.model()->fetchMore(at(QStringLiteral("/workspace/src")));
        QTRY_VERIFY_WITH_TIMEOUT(at(QStringLiteral("/workspace/src/app.py")).isValid(), 5000);
        pane.view()->expand(pane.filterModel()->mapFromSource(at(QStringLiteral("/workspace/src"))));
        pane.view()->setCurrentIndex(
            pane.filterModel()->mapFromSource(at(QStringLiteral("/workspace/src/app.py"))));
        QSignalSpy opened(pane.viewer(), &FileViewer::opened);
        pane.openIndex(at(QStringLiteral("/workspace/src/app.py")));
        QVERIFY(opened.wait(10000));
        pane.resize(1000, 560);
        pane.show();
        QTest::qWait(300);
        QVERIFY(QDir().mkpath(folder));
        QVERIFY(pane.grab().save(QStringLiteral("%1/files-pane-%2.png").arg(folder, language)));

        ChangeSetDialog dialog(m_fx->client(), commandId, command);
        dialog.resize(1000, 600);
        QSignalSpy loaded(&dialog, &ChangeSetDialog::loaded);
        QVERIFY(loaded.wait(10000));
        dialog.show();
        QSignalSpy diffShown(&dialog, &ChangeSetDialog::diffShown);
        for (int row = 0; row < dialog.list()->count(); ++row) {
            if (dialog.list()->item(row)->text().startsWith(QLatin1String("src/app.py")))
                dialog.list()->setCurrentRow(row);
        }
        QVERIFY(diffShown.wait(10000) || !dialog.diffView()->toPlainText().isEmpty());
        dialog.sideBySideToggle()->setChecked(true);
        QTest::qWait(300);
        QVERIFY(dialog.grab().save(QStringLiteral("%1/changeset-diff-%2.png").arg(folder, language)));

        // The undo's preview: the question is grabbed, then declined.
        bool grabbed = false;
        QTimer poll;
        connect(&poll, &QTimer::timeout, this, [&] {
            if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget())) {
                poll.stop();
                QTest::qWait(200);
                grabbed = box->grab().save(
                    QStringLiteral("%1/changeset-undo-preview-%2.png").arg(folder, language));
                box->button(QMessageBox::Cancel)->click();
            }
        });
        poll.start(50);
        dialog.undo();
        QTRY_VERIFY_WITH_TIMEOUT(grabbed, 10000);
        QCOMPARE(onDisk(QStringLiteral("src/test_app.py")), QStringLiteral("ok\n")); // nothing undone
    }
};

QTEST_MAIN(TestFilesPane)
#include "tst_filespane.moc"
