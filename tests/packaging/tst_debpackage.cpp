// SPDX-License-Identifier: Apache-2.0
// The .deb that `cpack -G DEB` makes from the build folder: it holds every file `cmake --install`
// puts in place, at the paths a Debian desktop reads them from; its Depends line names the
// shared libraries' packages (dpkg-shlibdeps) and the programs Sandman runs; its desktop entry
// and AppStream metainfo validate; the programs unpacked from it run on their own (no path into
// the build tree), and their man pages describe every option their --help lists; apt installs it
// into a clean Debian 12 and it runs there.
#include <QDir>
#include <QDirIterator>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include <unistd.h>

namespace {

struct Run {
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

Run run(const QString &program, const QStringList &arguments, int timeoutMs = 60000,
        const QProcessEnvironment &environment = QProcessEnvironment::systemEnvironment())
{
    QProcess process;
    process.setProcessEnvironment(environment);
    process.start(program, arguments);
    Run result;
    if (!process.waitForStarted(10000)) {
        result.err = (program + QStringLiteral(": ") + process.errorString()).toUtf8();
        return result;
    }
    if (!process.waitForFinished(timeoutMs)) {
        process.kill();
        process.waitForFinished(5000);
        result.err = "timed out: " + process.readAllStandardError();
        return result;
    }
    result.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    result.out = process.readAllStandardOutput();
    result.err = process.readAllStandardError();
    return result;
}

// Every file below root, as "/usr/..." paths.
QStringList filesBelow(const QString &root)
{
    QStringList files;
    QDirIterator it(root, QDir::Files | QDir::Hidden | QDir::System, QDirIterator::Subdirectories);
    while (it.hasNext())
        files << it.next().mid(root.size());
    files.sort();
    return files;
}

// The long options a program's --help lists (hidden ones are not listed).
QStringList helpOptions(const QByteArray &help)
{
    QStringList options;
    static const QRegularExpression option(QStringLiteral("^\\s+(?:-\\w, )?--([a-z][a-z0-9-]*)"),
                                           QRegularExpression::MultilineOption);
    for (auto it = option.globalMatch(QString::fromUtf8(help)); it.hasNext();)
        options << it.next().captured(1);
    return options;
}

} // namespace

class TestDebPackage : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_deb;
    QString m_root; // the package unpacked
    QString m_depends;

    QString rootPath(const QString &path) const { return m_root + path; }

    QProcessEnvironment unpackedEnvironment() const
    {
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        environment.insert(QStringLiteral("PATH"),
                           rootPath(QStringLiteral("/usr/bin")) + QStringLiteral(":/usr/bin:/bin"));
        return environment;
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        if (QStandardPaths::findExecutable(QStringLiteral("dpkg-shlibdeps")).isEmpty())
            QSKIP("dpkg-shlibdeps is not installed (apt-get install dpkg-dev)");
        const QString binaryDir = qEnvironmentVariable("SANDMAN_TEST_BINARY_DIR");
        const Run cpack
            = run(QStringLiteral(SANDMAN_CPACK),
                  {QStringLiteral("-G"), QStringLiteral("DEB"), QStringLiteral("-B"), m_dir.path(),
                   QStringLiteral("--config"), binaryDir + QStringLiteral("/CPackConfig.cmake")},
                  600000);
        QVERIFY2(cpack.exitCode == 0, (cpack.out.right(2000) + cpack.err.right(2000)).constData());
        const QStringList debs = QDir(m_dir.path()).entryList({QStringLiteral("sandman_*.deb")}, QDir::Files);
        QCOMPARE(debs.size(), 1);
        m_deb = m_dir.filePath(debs.first());
        QVERIFY2(QRegularExpression(QStringLiteral("^sandman_\\d+\\.\\d+\\.\\d+_[a-z0-9]+\\.deb$"))
                     .match(debs.first())
                     .hasMatch(),
                 qPrintable(debs.first()));

        m_root = m_dir.filePath(QStringLiteral("root"));
        const Run unpack = run(QStringLiteral("dpkg-deb"), {QStringLiteral("-x"), m_deb, m_root});
        QVERIFY2(unpack.exitCode == 0, unpack.err.constData());
        const Run depends
            = run(QStringLiteral("dpkg-deb"), {QStringLiteral("-f"), m_deb, QStringLiteral("Depends")});
        QVERIFY2(depends.exitCode == 0, depends.err.constData());
        m_depends = QString::fromUtf8(depends.out.trimmed());
        qInfo("%s: %lld KiB; Depends: %s", qPrintable(debs.first()), QFileInfo(m_deb).size() / 1024,
              qPrintable(m_depends));
    }

    void holdsTheDesktopFiles_data()
    {
        QTest::addColumn<QString>("path");
        for (const char *path :
             {"/usr/bin/sandman", "/usr/bin/sandman-agent",
              "/usr/share/applications/io.github.sandman.Sandman.desktop",
              "/usr/share/metainfo/io.github.sandman.Sandman.metainfo.xml",
              "/usr/share/icons/hicolor/scalable/apps/io.github.sandman.Sandman.svg",
              "/usr/share/icons/hicolor/16x16/apps/io.github.sandman.Sandman.png",
              "/usr/share/icons/hicolor/48x48/apps/io.github.sandman.Sandman.png",
              "/usr/share/icons/hicolor/256x256/apps/io.github.sandman.Sandman.png",
              "/usr/lib/systemd/user/sandman-agent@.service", "/usr/share/man/man1/sandman.1.gz",
              "/usr/share/man/man1/sandman-agent.1.gz"})
            QTest::newRow(path) << QString::fromLatin1(path);
    }

    void holdsTheDesktopFiles()
    {
        QFETCH(QString, path);
        QVERIFY2(QFileInfo::exists(rootPath(path)), qPrintable(path));
        if (path.startsWith(QLatin1String("/usr/bin/")))
            QVERIFY(QFileInfo(rootPath(path)).isExecutable());
    }

    // Whatever install() rules exist — a CLI or a plugin added later included — are packaged.
    void holdsEveryInstalledFile()
    {
        const QString prefix = m_dir.filePath(QStringLiteral("install/usr"));
        const Run install = run(QStringLiteral(SANDMAN_CMAKE),
                                {QStringLiteral("--install"), qEnvironmentVariable("SANDMAN_TEST_BINARY_DIR"),
                                 QStringLiteral("--prefix"), prefix},
                                300000);
        QVERIFY2(install.exitCode == 0, install.err.constData());
        const QStringList installed = filesBelow(m_dir.filePath(QStringLiteral("install")));
        QVERIFY(installed.size() >= 12);
        const QStringList packaged = filesBelow(m_root);
        for (const QString &file : installed)
            QVERIFY2(packaged.contains(file),
                     qPrintable(file + QStringLiteral(" is installed but not packaged")));
        QCOMPARE(packaged.size(), installed.size());
    }

    void dependsOnItsLibrariesAndTools_data()
    {
        QTest::addColumn<QString>("package");
        // From the libraries (dpkg-shlibdeps), then the programs it runs.
        for (const char *package :
             {"libc6", "libqt6core6", "libqt6widgets6", "libqt6network6", "libqt6websockets6", "libvterm0",
              "bubblewrap", "slirp4netns", "bash", "python3", "libqt6svg6"})
            QTest::newRow(package) << QString::fromLatin1(package);
    }

    void dependsOnItsLibrariesAndTools()
    {
        QFETCH(QString, package);
        const QRegularExpression entry(
            QStringLiteral("(^|, )%1( \\([^)]*\\))?(,|$)").arg(QRegularExpression::escape(package)));
        QVERIFY2(entry.match(m_depends).hasMatch(), qPrintable(m_depends));
    }

    void controlFields()
    {
        const Run info = run(QStringLiteral("dpkg-deb"), {QStringLiteral("-f"), m_deb});
        QCOMPARE(info.exitCode, 0);
        for (const char *field : {"Package: sandman", "Architecture: ", "Maintainer: ", "Section: ",
                                  "Description: Desktop session manager for sandboxes"})
            QVERIFY2(info.out.contains(field), info.out.constData());
    }

    void noPathIntoTheBuildTree()
    {
        for (const QString &program : {QStringLiteral("sandman"), QStringLiteral("sandman-agent")}) {
            const Run dynamic = run(QStringLiteral("readelf"),
                                    {QStringLiteral("-d"), rootPath(QStringLiteral("/usr/bin/") + program)});
            QCOMPARE(dynamic.exitCode, 0);
            QVERIFY2(!dynamic.out.contains("RPATH") && !dynamic.out.contains("RUNPATH"),
                     dynamic.out.constData());
            // Stripped (CPACK_STRIP_FILES): no debug sections shipped.
            const Run sections = run(QStringLiteral("readelf"),
                                     {QStringLiteral("-S"), rootPath(QStringLiteral("/usr/bin/") + program)});
            QVERIFY2(!sections.out.contains(".debug_info"), qPrintable(program));
        }
    }

    void desktopEntryValidates()
    {
        const QString validate = QStandardPaths::findExecutable(QStringLiteral("desktop-file-validate"));
        if (validate.isEmpty())
            QSKIP("desktop-file-validate is not installed (apt-get install desktop-file-utils)");
        const Run check
            = run(validate,
                  {rootPath(QStringLiteral("/usr/share/applications/io.github.sandman.Sandman.desktop"))});
        QVERIFY2(check.exitCode == 0 && check.out.trimmed().isEmpty(), (check.out + check.err).constData());
    }

    void metainfoValidates()
    {
        const QString appstream = QStandardPaths::findExecutable(QStringLiteral("appstreamcli"));
        if (appstream.isEmpty())
            QSKIP("appstreamcli is not installed (apt-get install appstream)");
        const Run check
            = run(appstream,
                  {QStringLiteral("validate"), QStringLiteral("--no-net"),
                   rootPath(QStringLiteral("/usr/share/metainfo/io.github.sandman.Sandman.metainfo.xml"))});
        QVERIFY2(check.exitCode == 0, (check.out + check.err).constData());
    }

    void unpackedProgramsRun_data()
    {
        QTest::addColumn<QString>("program");
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("expected");
        QTest::newRow("agent --version")
            << QStringLiteral("sandman-agent") << QStringList{QStringLiteral("--version")}
            << QStringLiteral("sandman-agent " SANDMAN_VERSION);
        QTest::newRow("sandman --version")
            << QStringLiteral("sandman") << QStringList{QStringLiteral("--version")}
            << QStringLiteral("Sandman " SANDMAN_VERSION);
        QTest::newRow("sandman --help") << QStringLiteral("sandman") << QStringList{QStringLiteral("--help")}
                                        << QStringLiteral("--workspace <dir>");
    }

    void unpackedProgramsRun()
    {
        QFETCH(QString, program);
        QFETCH(QStringList, arguments);
        QFETCH(QString, expected);
        const Run result
            = run(rootPath(QStringLiteral("/usr/bin/") + program), arguments, 30000, unpackedEnvironment());
        QVERIFY2(result.exitCode == 0, result.err.constData());
        QVERIFY2(QString::fromUtf8(result.out).contains(expected), result.out.constData());
    }

    void manPagesNameEveryOption_data()
    {
        QTest::addColumn<QString>("program");
        QTest::addColumn<QString>("option");
        for (const QString &program : {QStringLiteral("sandman"), QStringLiteral("sandman-agent")}) {
            const Run help = run(rootPath(QStringLiteral("/usr/bin/") + program), {QStringLiteral("--help")},
                                 30000, unpackedEnvironment());
            const QStringList options = helpOptions(help.out);
            QVERIFY2(options.size() >= 10, help.out.constData());
            for (const QString &option : options)
                QTest::newRow(qPrintable(program + QStringLiteral(" --") + option)) << program << option;
        }
    }

    void manPagesNameEveryOption()
    {
        QFETCH(QString, program);
        QFETCH(QString, option);
        const Run page = run(
            QStringLiteral("gzip"),
            {QStringLiteral("-dc"), rootPath(QStringLiteral("/usr/share/man/man1/%1.1.gz").arg(program))});
        QCOMPARE(page.exitCode, 0);
        QVERIFY(page.out.startsWith(".\\\""));
        QVERIFY(page.out.contains(".SH NAME\n" + program.toUtf8().replace("-", "\\-") + " \\- "));
        // As a term of the OPTIONS list (groff escapes each hyphen).
        const QString term
            = QStringLiteral("\\-\\-") + QString(option).replace(QLatin1Char('-'), QStringLiteral("\\-"));
        const QRegularExpression entry(QStringLiteral("^\\.TP\n\\.(B|BI|BR) [^\n]*%1(?![a-z0-9\\\\])")
                                           .arg(QRegularExpression::escape(term)),
                                       QRegularExpression::MultilineOption);
        QVERIFY2(entry.match(QString::fromUtf8(page.out)).hasMatch(),
                 qPrintable(QStringLiteral("%1.1 has no entry for --%2").arg(program, option)));
    }

    void manPagesFormatWithoutWarnings()
    {
        if (QStandardPaths::findExecutable(QStringLiteral("man")).isEmpty())
            QSKIP("man is not installed");
        for (const QString &program : {QStringLiteral("sandman"), QStringLiteral("sandman-agent")}) {
            QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
            environment.insert(QStringLiteral("MANWIDTH"), QStringLiteral("80"));
            const Run man = run(QStringLiteral("man"),
                                {QStringLiteral("--warnings"), QStringLiteral("-l"),
                                 rootPath(QStringLiteral("/usr/share/man/man1/%1.1.gz").arg(program))},
                                30000, environment);
            QCOMPARE(man.exitCode, 0);
            QVERIFY2(man.err.trimmed().isEmpty(), man.err.constData());
            QVERIFY(man.out.contains("SYNOPSIS"));
        }
    }

    // `apt-get install ./sandman_*.deb` on a clean Debian 12 (mmdebstrap's apt variant, from the
    // Debian mirror) resolves every Depends, and the programs run there: 75 s here, 5 min on a
    // busy machine, 80 MB of downloads. SANDMAN_TEST_APT_INSTALL=0 leaves it out.
    void installsOnACleanDebian()
    {
        if (qEnvironmentVariable("SANDMAN_TEST_APT_INSTALL") == QLatin1String("0"))
            QSKIP("SANDMAN_TEST_APT_INSTALL=0: not installed into a clean Debian 12");
        if (QStandardPaths::findExecutable(QStringLiteral("mmdebstrap")).isEmpty())
            QSKIP("mmdebstrap is not installed (apt-get install mmdebstrap)");
        const QString name = QFileInfo(m_deb).fileName();
        const QString mode
            = ::geteuid() == 0 ? QStringLiteral("--mode=root") : QStringLiteral("--mode=unshare");
        const Run install = run(
            QStringLiteral("mmdebstrap"),
            {mode, QStringLiteral("--variant=apt"), QStringLiteral("--format=null"),
             QStringLiteral("--aptopt=APT::Install-Recommends \"false\""),
             QStringLiteral("--customize-hook=copy-in '%1' /tmp").arg(m_deb),
             QStringLiteral("--customize-hook=chroot \"$1\" apt-get install -y -q /tmp/%1").arg(name),
             QStringLiteral("--customize-hook=chroot \"$1\" sandman-agent --version"),
             QStringLiteral("--customize-hook=chroot \"$1\" env QT_QPA_PLATFORM=offscreen sandman --help"),
             QStringLiteral("bookworm"), QStringLiteral("/dev/null"),
             QStringLiteral("deb http://deb.debian.org/debian bookworm main"),
             QStringLiteral("deb http://deb.debian.org/debian-security bookworm-security main")},
            900000);
        if (install.exitCode != 0
            && (install.err.contains("Failed to fetch") || install.err.contains("Could not resolve")))
            QSKIP(qPrintable(QStringLiteral("the Debian mirror is unreachable: ")
                             + QString::fromUtf8(install.err.right(300))));
        QVERIFY2(install.exitCode == 0, (install.out.right(3000) + install.err.right(3000)).constData());
        // The hooks' output goes wherever mmdebstrap sends it: look at both.
        const QByteArray said = install.out + install.err;
        QVERIFY2(said.contains("sandman-agent " SANDMAN_VERSION), said.right(2000).constData());
        QVERIFY2(said.contains("--workspace <dir>"), said.right(2000).constData());
    }
};

QTEST_GUILESS_MAIN(TestDebPackage)
#include "tst_debpackage.moc"
