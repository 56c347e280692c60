<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>sandman::CommandBar</name>
    <message>
        <location filename="../ui/main/CommandBar.cpp" line="+24"/>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Run the command in the selected session; the output goes to the log</source>
        <translation>在所选会话中运行命令，输出将写入日志</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>No session</source>
        <translation>无会话</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Run a command in session “%1”</source>
        <translation>在会话“%1”中运行命令</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Select a session to run commands</source>
        <translation>请选择一个会话以运行命令</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>The command failed unexpectedly.</source>
        <translation>命令意外失败。</translation>
    </message>
</context>
<context>
    <name>sandman::ConnectDialog</name>
    <message>
        <location filename="../ui/connect/ConnectDialog.cpp" line="+22"/>
        <source>Remember the token in the system keyring</source>
        <translation>将令牌保存在系统密钥环中</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Connect to Remote Sandbox</source>
        <translation>连接到远程沙箱</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Optional, shown in the session list</source>
        <translation>可选，显示在会话列表中</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Access token printed by sandman-agent</source>
        <translation>sandman-agent输出的访问令牌</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No system keyring is available; the token is kept only while Sandman runs.</source>
        <translation>没有可用的系统密钥环；令牌仅在Sandman运行期间保留。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Connect</source>
        <translation>连接</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Agent &amp;address:</source>
        <translation>Agent 地址(&amp;A)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Access &amp;token:</source>
        <translation>访问令牌(&amp;T)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Name:</source>
        <translation>名称(&amp;N)：</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Enter the address of a sandman-agent, for example ws://127.0.0.1:7681/ws.</source>
        <translation>请输入sandman-agent的地址，例如ws://127.0.0.1:7681/ws。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This is not a valid address.</source>
        <translation>这不是有效的地址。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The address must start with ws:// or wss://.</source>
        <translation>地址必须以ws://或wss://开头。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The address needs a host name.</source>
        <translation>地址中必须包含主机名。</translation>
    </message>
</context>
<context>
    <name>sandman::EnvEditorWidget</name>
    <message>
        <location filename="../ui/env/EnvEditorWidget.cpp" line="+27"/>
        <source>&amp;Add</source>
        <translation>添加(&amp;A)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Remove</source>
        <translation>删除(&amp;R)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A&amp;pply</source>
        <translation>应用(&amp;P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;vert</source>
        <translation>撤销更改(&amp;V)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Filter variables</source>
        <translation>筛选变量</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Add a variable (Ctrl+N)</source>
        <translation>添加变量（Ctrl+N）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unset the selected variables when applied (Delete)</source>
        <translation>应用时删除所选变量（Delete）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Edit a value over several lines</source>
        <translation>以多行方式编辑值</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Send all pending changes to the session (Ctrl+S)</source>
        <translation>将所有待应用的更改发送到会话（Ctrl+S）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard all pending changes</source>
        <translation>放弃所有待应用的更改</translation>
    </message>
    <message>
        <location line="+107"/>
        <source>Applying…</source>
        <translation>正在应用…</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Select a session to see its environment variables.</source>
        <translation>请选择一个会话以查看其环境变量。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fix the names marked in red before applying.</source>
        <translation>应用前请修正标为红色的名称。</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n pending change(s) in session “%1”.</source>
        <translation>
            <numerusform>会话“%1”中有%n项待应用的更改。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n variable(s) in session “%1”.</source>
        <translation>
            <numerusform>会话“%1”中有%n个变量。</numerusform>
        </translation>
    </message>
    <message>
        <location line="-169"/>
        <source>&amp;Edit…</source>
        <translation>编辑(&amp;E)…</translation>
    </message>
</context>
<context>
    <name>sandman::EnvValueDelegate</name>
    <message>
        <location filename="../ui/env/EnvValueDelegate.cpp" line="+50"/>
        <source>Edit Value of %1</source>
        <translation>编辑%1的值</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The value is stored exactly as written, including newlines, quotes and $ signs.</source>
        <translation>值将按输入原样保存，包括换行符、引号和$符号。</translation>
    </message>
</context>
<context>
    <name>sandman::EnvVarTableModel</name>
    <message>
        <location filename="../ui/env/EnvVarTableModel.cpp" line="+183"/>
        <source>Invalid name: use letters, digits and underscores, not starting with a digit.</source>
        <translation>名称无效：只能使用字母、数字和下划线，且不能以数字开头。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Duplicate name: another variable already has this name.</source>
        <translation>名称重复：已有其他变量使用此名称。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Will be unset when you apply.</source>
        <translation>应用后将被删除。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New variable, not applied yet.</source>
        <translation>新变量，尚未应用。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Changed, not applied yet.</source>
        <translation>已更改，尚未应用。</translation>
    </message>
    <message>
        <location line="+72"/>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Value</source>
        <translation>值</translation>
    </message>
</context>
<context>
    <name>sandman::LocalSandbox</name>
    <message>
        <location filename="../ui/main/LocalSandbox.cpp" line="+50"/>
        <source>isolation is turned off</source>
        <translation>隔离已关闭</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The local sandbox cannot be isolated: %1</source>
        <translation>无法隔离本地沙箱：%1</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>The local sandbox was killed; its processes are gone.</source>
        <translation>本地沙箱已被强制终止，其中的进程均已结束。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The local sandbox stopped (exit status %1); its processes are gone.</source>
        <translation>本地沙箱已停止（退出状态 %1），其中的进程均已结束。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 Starting it again.</source>
        <translation>%1正在重新启动。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The local sandbox could not be started again: %1</source>
        <translation>无法重新启动本地沙箱：%1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Local sandbox: isolated</source>
        <translation>本地沙箱：已隔离</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Local sandbox: not isolated</source>
        <translation>本地沙箱：未隔离</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Confined with bubblewrap: the system is read-only, the workspace is at /workspace, and /tmp, the home folder and the processes are its own.</source>
        <translation>已通过 bubblewrap 隔离：系统为只读，工作区位于 /workspace，/tmp、主目录和进程均为沙箱独有。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Commands run with your own files and processes within reach: %1</source>
        <translation>命令运行时可以访问您自己的文件和进程：%1</translation>
    </message>
</context>
<context>
    <name>sandman::LogModel</name>
    <message>
        <location filename="../ui/log/LogModel.cpp" line="+42"/>
        <source>timed out after %1 ms (exit code %2)</source>
        <translation>%1毫秒后超时（退出码%2）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>exit code %1 in %2 ms</source>
        <translation>退出码%1，耗时%2毫秒</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>command</source>
        <translation>命令</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>stdout</source>
        <translation>stdout</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>stderr</source>
        <translation>stderr</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>result</source>
        <translation>结果</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>info</source>
        <translation>信息</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>error</source>
        <translation>错误</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>Time</source>
        <translation>时间</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Session</source>
        <translation>会话</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Text</source>
        <translation>内容</translation>
    </message>
</context>
<context>
    <name>sandman::LogPane</name>
    <message>
        <location filename="../ui/log/LogPane.cpp" line="+35"/>
        <source>Filter log</source>
        <translation>筛选日志</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Copy</source>
        <translation>复制</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy the selected entries</source>
        <translation>复制所选条目</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Save…</source>
        <translation>保存…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save the visible entries to a file</source>
        <translation>将显示的条目保存到文件</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Clear</source>
        <translation>清除</translation>
    </message>
    <message>
        <location line="+87"/>
        <location line="+6"/>
        <source>Save Log</source>
        <translation>保存日志</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Log files (*.log *.txt);;All files (*)</source>
        <translation>日志文件(*.log *.txt);;所有文件(*)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Could not save the log: %1</source>
        <translation>无法保存日志：%1</translation>
    </message>
</context>
<context>
    <name>sandman::MainWindow</name>
    <message>
        <location filename="../ui/main/MainWindow.cpp" line="+49"/>
        <source>Sandman</source>
        <translation>Sandman</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>&amp;New Session…</source>
        <translation>新建会话(&amp;N)…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>New &amp;Terminal</source>
        <translation>新建终端(&amp;T)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Delete Session</source>
        <translation>删除会话(&amp;D)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Copy Session ID</source>
        <translation>复制会话ID(&amp;C)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Refresh</source>
        <translation>刷新(&amp;R)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Connect to Remote Sandbox…</source>
        <translation>连接到远程沙箱(&amp;C)…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Disconnect Remote Sandbox</source>
        <translation>断开远程沙箱(&amp;D)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;About Sandman</source>
        <translation>关于Sandman(&amp;A)</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Sessions</source>
        <translation>会话</translation>
    </message>
    <message numerus="yes">
        <location line="+45"/>
        <source>Applied %n environment change(s).</source>
        <translation>
            <numerusform>已应用%n项环境变量更改。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Could not apply: %1</source>
        <translation>无法应用：%1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Environment</source>
        <translation>环境变量</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Processes</source>
        <translation>进程</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Log</source>
        <translation>日志</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Session</source>
        <translation>会话(&amp;S)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>System Default</source>
        <translation>系统默认</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The language changes when Sandman is started again.</source>
        <translation>重新启动Sandman后将切换语言。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>%1: connected</source>
        <translation>%1：已连接</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: not connected</source>
        <translation>%1：未连接</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>Loading the environment of “%1”…</source>
        <translation>正在加载“%1”的环境变量…</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Could not read the environment: %1</source>
        <translation>无法读取环境变量：%1</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Session created; working directory: %1.</source>
        <translation>会话已创建，工作目录：%1。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Could not create the session: %1</source>
        <translation>无法创建会话：%1</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Delete Session</source>
        <translation>删除会话</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete session “%1”? Its shell and every command and process it runs are ended.</source>
        <translation>要删除会话“%1”吗？其Shell以及在其中运行的所有命令和进程都将被终止。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Session deleted.</source>
        <translation>会话已删除。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Could not delete the session: %1</source>
        <translation>无法删除会话：%1</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>The token was not saved in the keyring: %1</source>
        <translation>令牌未能保存到密钥环：%1</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Disconnected from %1.</source>
        <translation>已断开与%1的连接。</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>About Sandman</source>
        <translation>关于Sandman</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;h3&gt;Sandman %1&lt;/h3&gt;&lt;p&gt;A desktop session manager for sandboxes: sessions, environment variables, terminals, processes and logs, on this machine or on remote agents.&lt;/p&gt;&lt;p&gt;Licensed under the Apache License 2.0.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Sandman %1&lt;/h3&gt;&lt;p&gt;沙箱桌面会话管理器：管理本机或远程 sandman-agent 上的会话、环境变量、终端、进程和日志。&lt;/p&gt;&lt;p&gt;依据Apache License 2.0授权。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="-434"/>
        <source>Command timeout set to %1.</source>
        <translation>命令超时已设为%1。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Could not change the timeout: %1</source>
        <translation>无法更改超时：%1</translation>
    </message>
    <message>
        <location line="-127"/>
        <source>Terminal of session “%1”: %2</source>
        <translation>会话“%1”的终端：%2</translation>
    </message>
</context>
<context>
    <name>sandman::NewSessionDialog</name>
    <message>
        <location filename="../ui/sessions/NewSessionDialog.cpp" line="+24"/>
        <source>New Session in %1</source>
        <translation>在%1中新建会话</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Generated when empty</source>
        <translation>留空则自动生成</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The sandbox workspace</source>
        <translation>沙箱工作区</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Create</source>
        <translation>创建</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Session &amp;ID:</source>
        <translation>会话ID(&amp;I)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Working &amp;directory:</source>
        <translation>工作目录(&amp;D)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Command &amp;timeout:</source>
        <translation>命令超时(&amp;T)：</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>A session ID has at most 128 characters.</source>
        <translation>会话ID最多包含128个字符。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A session ID may contain only letters, digits, dots, underscores and hyphens.</source>
        <translation>会话ID只能包含字母、数字、点、下划线和连字符。</translation>
    </message>
</context>
<context>
    <name>sandman::ProcessPane</name>
    <message>
        <location filename="../ui/processes/ProcessPane.cpp" line="+45"/>
        <source>Start…</source>
        <translation>启动…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start a background process in the selected session</source>
        <translation>在所选会话中启动后台进程</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kill</source>
        <translation>终止</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End the selected process and everything it started</source>
        <translation>终止所选进程及其启动的所有子进程</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kill All</source>
        <translation>全部终止</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show Logs</source>
        <translation>显示日志</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Start Process</source>
        <translation>启动进程</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Command to run in session “%1”:</source>
        <translation>要在会话“%1”中运行的命令：</translation>
    </message>
    <message>
        <location line="+94"/>
        <source>Could not list processes: %1</source>
        <translation>无法列出进程：%1</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>[%1] %2 bytes of error output were skipped: the window could not keep up with the process.</source>
        <translation>[%1] 跳过了 %2 字节的错误输出：窗口跟不上该进程的输出速度。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>[%1] %2 bytes of output were skipped: the window could not keep up with the process.</source>
        <translation>[%1] 跳过了 %2 字节的输出：窗口跟不上该进程的输出速度。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Process %1 completed (exit code %2).</source>
        <translation>进程%1已完成（退出码%2）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Process %1 was killed (exit code %2).</source>
        <translation>进程%1已被终止（退出码%2）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Process %1 failed (exit code %2).</source>
        <translation>进程%1失败（退出码%2）。</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Started process %1 (PID %2): %3</source>
        <translation>已启动进程%1（PID %2）：%3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Could not start the process: %1</source>
        <translation>无法启动进程：%1</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Could not kill process %1: %2</source>
        <translation>无法终止进程%1：%2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Kill All Processes</source>
        <translation>终止所有进程</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>End all %n running process(es) of this sandbox?</source>
        <translation>
            <numerusform>要终止此沙箱中正在运行的全部%n个进程吗？</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>Killed %n process(es).</source>
        <translation>
            <numerusform>已终止%n个进程。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Could not kill the processes: %1</source>
        <translation>无法终止进程：%1</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Logs of %1</source>
        <translation>%1的日志</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>[%n earlier byte(s) dropped]
</source>
        <translation>
            <numerusform>[已丢弃之前的%n字节]
</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Output</source>
        <translation>输出</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Errors</source>
        <translation>错误输出</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Could not read the logs of %1: %2</source>
        <translation>无法读取%1的日志：%2</translation>
    </message>
    <message numerus="yes">
        <location line="+19"/>
        <source>%n running</source>
        <translation>
            <numerusform>运行中：%n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sandman::ProcessTableModel</name>
    <message>
        <location filename="../ui/processes/ProcessTableModel.cpp" line="+69"/>
        <source>starting</source>
        <translation>正在启动</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>running</source>
        <translation>运行中</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>completed</source>
        <translation>已完成</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>killed</source>
        <translation>已终止</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>error</source>
        <translation>错误</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>%1 (timed out)</source>
        <translation>%1（超时）</translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>The oldest %n byte(s) of output were dropped to stay within the log limit.</source>
        <translation>
            <numerusform>为不超出日志大小上限，已丢弃最早的%n字节输出。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+30"/>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>PID</source>
        <translation>PID</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Command</source>
        <translation>命令</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Session</source>
        <translation>会话</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Started</source>
        <translation>启动时间</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Exit Code</source>
        <translation>退出码</translation>
    </message>
</context>
<context>
    <name>sandman::PtySocketClient</name>
    <message>
        <location filename="../core/client/PtySocketClient.cpp" line="+229"/>
        <source>cannot open the terminal: %1</source>
        <translation>无法打开终端：%1</translation>
    </message>
    <message>
        <location line="-168"/>
        <source>cannot open the terminal: the agent did not answer in time</source>
        <translation>无法打开终端：Agent 未及时响应</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the agent did not answer in time</source>
        <translation>Agent 未及时响应</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+159"/>
        <location line="+6"/>
        <source>the terminal connection was lost: %1</source>
        <translation>终端连接已断开：%1</translation>
    </message>
    <message>
        <location line="-38"/>
        <source>the terminal ended while its connection was lost</source>
        <translation>终端在连接断开期间已结束</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>the agent stopped answering</source>
        <translation>Agent 已停止响应</translation>
    </message>
</context>
<context>
    <name>sandman::SandboxConnection</name>
    <message>
        <location filename="../ui/sessions/SandboxConnection.cpp" line="+42"/>
        <source>Local sandbox</source>
        <translation>本地沙箱</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>Could not list the sessions of %1: %2</source>
        <translation>无法列出%1的会话：%2</translation>
    </message>
</context>
<context>
    <name>sandman::SessionSettingsWidget</name>
    <message>
        <location filename="../ui/sessions/SessionSettingsWidget.cpp" line="+18"/>
        <source>Set</source>
        <comment>apply the command timeout</comment>
        <translation>应用</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Use this timeout for the session&apos;s next commands</source>
        <translation>对该会话之后运行的命令使用此超时</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Working directory:</source>
        <translation>工作目录：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Command timeout:</source>
        <translation>命令超时：</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&lt;b&gt;%1&lt;/b&gt; in %2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;（%2）</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>No session selected.</source>
        <translation>未选择会话。</translation>
    </message>
</context>
<context>
    <name>sandman::SessionTreeModel</name>
    <message>
        <location filename="../ui/sessions/SessionTreeModel.cpp" line="+121"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n h</source>
        <translation>
            <numerusform>%n小时</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n min</source>
        <translation>
            <numerusform>%n分钟</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n s</source>
        <translation>
            <numerusform>%n秒</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n ms</source>
        <translation>
            <numerusform>%n毫秒</numerusform>
        </translation>
    </message>
    <message>
        <location line="+49"/>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>connecting</source>
        <translation>正在连接</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>disconnected</source>
        <translation>已断开</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n session(s)</source>
        <translation>
            <numerusform>%n个会话</numerusform>
        </translation>
    </message>
    <message>
        <location line="+37"/>
        <source>idle</source>
        <translation>空闲</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>running</source>
        <translation>运行中</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>terminated</source>
        <translation>已终止</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Session %1
Directory: %2
Command timeout: %3</source>
        <translation>会话%1
目录：%2
命令超时：%3</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Session</source>
        <translation>会话</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Directory</source>
        <translation>目录</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Timeout</source>
        <translation>超时</translation>
    </message>
</context>
<context>
    <name>sandman::TerminalFindBar</name>
    <message>
        <location filename="../ui/main/TerminalFindBar.cpp" line="+18"/>
        <source>Match case</source>
        <translation>区分大小写</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Find in terminal</source>
        <translation>在终端中查找</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Previous</source>
        <translation>上一个</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Find the previous match (Shift+Enter)</source>
        <translation>查找上一个匹配项（Shift+Enter）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Next</source>
        <translation>下一个</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Find the next match (Enter)</source>
        <translation>查找下一个匹配项（Enter）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Close (Escape)</source>
        <translation>关闭（Esc）</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>Not found</source>
        <translation>未找到</translation>
    </message>
</context>
<context>
    <name>sandman::TerminalTabs</name>
    <message>
        <location filename="../ui/main/TerminalTabs.cpp" line="+47"/>
        <source>&lt;p style=&apos;font-size:large&apos;&gt;No terminal open&lt;/p&gt;&lt;p&gt;Double-click a session, or select it and press Ctrl+Shift+T,&lt;br&gt;to open a terminal in its working directory with its environment.&lt;/p&gt;</source>
        <translation>&lt;p style=&apos;font-size:large&apos;&gt;没有打开的终端&lt;/p&gt;&lt;p&gt;双击会话，或选中会话后按Ctrl+Shift+T，&lt;br&gt;即可在该会话的工作目录中以其环境变量打开终端。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Find in Terminal</source>
        <translation>在终端中查找</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Close Terminal</source>
        <translation>关闭终端</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Terminals are not available for this sandbox.</source>
        <translation>此沙箱不支持终端。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Could not open a terminal in session “%1”.</source>
        <translation>无法在会话“%1”中打开终端。</translation>
    </message>
    <message>
        <location line="+107"/>
        <source>%1 (ended)</source>
        <translation>%1（已结束）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (disconnected)</source>
        <translation>%1（已断开）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (reconnecting…)</source>
        <translation>%1（正在重新连接…）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Connection lost (%1), reconnecting…</source>
        <translation>连接已断开（%1），正在重新连接…</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>Session %1</source>
        <translation>会话%1</translation>
    </message>
</context>
<context>
    <name>sandman::TerminalView</name>
    <message>
        <location filename="../ui/terminal/TerminalView.cpp" line="+109"/>
        <source>[Connection lost (%1), reconnecting…]</source>
        <translation>[连接已断开（%1），正在重新连接…]</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>[Disconnected: %1]</source>
        <translation>[已断开连接：%1]</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>[Process exited with code %1]</source>
        <translation>[进程已退出，退出码为%1]</translation>
    </message>
    <message>
        <location line="+1085"/>
        <source>Paste</source>
        <translation>粘贴</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Paste %n line(s) (%1 characters) into the terminal?</source>
        <translation>
            <numerusform>要将%n行（%1个字符）粘贴到终端吗？</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Line breaks run commands as soon as they are pasted.</source>
        <translation>粘贴内容中的换行符会立即执行命令。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Paste</source>
        <translation>粘贴(&amp;P)</translation>
    </message>
</context>
<context>
    <name>sandman::TimeoutEdit</name>
    <message>
        <location filename="../ui/sessions/TimeoutEdit.cpp" line="+19"/>
        <source>No timeout</source>
        <translation>不设超时</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>milliseconds</source>
        <translation>毫秒</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>seconds</source>
        <translation>秒</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>minutes</source>
        <translation>分钟</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hours</source>
        <translation>小时</translation>
    </message>
</context>
<context>
    <name>sandman::TokenStore</name>
    <message>
        <location filename="../ui/connect/TokenStore.cpp" line="+53"/>
        <location line="+18"/>
        <source>No system keyring support was built in.</source>
        <translation>构建时未包含系统密钥环支持。</translation>
    </message>
</context>
<context>
    <name>sandman::WebSocketTransport</name>
    <message>
        <location filename="../core/client/WebSocketTransport.cpp" line="+100"/>
        <source>connecting to %1 timed out</source>
        <translation>连接%1超时</translation>
    </message>
    <message>
        <location line="+22"/>
        <location line="+30"/>
        <location line="+74"/>
        <source>the connection to %1 was closed</source>
        <translation>与%1的连接已关闭</translation>
    </message>
    <message>
        <location line="-50"/>
        <source>TLS error: %1</source>
        <translation>TLS 错误：%1</translation>
    </message>
    <message>
        <location line="+91"/>
        <source>a request with id %1 is already in flight</source>
        <translation>ID 为%1的请求正在进行中</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not connected to %1</source>
        <translation>未连接到%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not connected: %1</source>
        <translation>未连接：%1</translation>
    </message>
    <message>
        <location line="+83"/>
        <source>the agent at %1 stopped answering</source>
        <translation>%1 上的 Agent 已停止响应</translation>
    </message>
</context>
</TS>
