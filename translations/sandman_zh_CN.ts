<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>sandman::CommandBar</name>
    <message>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>Run the command in the selected session; the output goes to the log</source>
        <translation>在所选会话中运行命令，输出将写入日志</translation>
    </message>
    <message>
        <source>No session</source>
        <translation>无会话</translation>
    </message>
    <message>
        <source>Run a command in session “%1”</source>
        <translation>在会话“%1”中运行命令</translation>
    </message>
    <message>
        <source>Select a session to run commands</source>
        <translation>请选择一个会话以运行命令</translation>
    </message>
    <message>
        <source>The command failed unexpectedly.</source>
        <translation>命令意外失败。</translation>
    </message>
</context>
<context>
    <name>sandman::ConnectDialog</name>
    <message>
        <source>Remember the token in the system keyring</source>
        <translation>将令牌保存在系统密钥环中</translation>
    </message>
    <message>
        <source>Connect to Remote Sandbox</source>
        <translation>连接到远程沙箱</translation>
    </message>
    <message>
        <source>Optional, shown in the session list</source>
        <translation>可选，显示在会话列表中</translation>
    </message>
    <message>
        <source>Access token printed by sandman-agent</source>
        <translation>sandman-agent输出的访问令牌</translation>
    </message>
    <message>
        <source>No system keyring is available; the token is kept only while Sandman runs.</source>
        <translation>没有可用的系统密钥环；令牌仅在Sandman运行期间保留。</translation>
    </message>
    <message>
        <source>Connect</source>
        <translation>连接</translation>
    </message>
    <message>
        <source>Agent &amp;address:</source>
        <translation>代理地址(&amp;A)：</translation>
    </message>
    <message>
        <source>Access &amp;token:</source>
        <translation>访问令牌(&amp;T)：</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>名称(&amp;N)：</translation>
    </message>
    <message>
        <source>Enter the address of a sandman-agent, for example ws://127.0.0.1:7681/ws.</source>
        <translation>请输入sandman-agent的地址，例如ws://127.0.0.1:7681/ws。</translation>
    </message>
    <message>
        <source>This is not a valid address.</source>
        <translation>这不是有效的地址。</translation>
    </message>
    <message>
        <source>The address must start with ws:// or wss://.</source>
        <translation>地址必须以ws://或wss://开头。</translation>
    </message>
    <message>
        <source>The address needs a host name.</source>
        <translation>地址中必须包含主机名。</translation>
    </message>
</context>
<context>
    <name>sandman::EnvEditorWidget</name>
    <message>
        <source>&amp;Add</source>
        <translation>添加(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>删除(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Edit Value…</source>
        <translation type="vanished">编辑值(&amp;E)…</translation>
    </message>
    <message>
        <source>A&amp;pply</source>
        <translation>应用(&amp;P)</translation>
    </message>
    <message>
        <source>Re&amp;vert</source>
        <translation>还原(&amp;V)</translation>
    </message>
    <message>
        <source>Filter variables</source>
        <translation>筛选变量</translation>
    </message>
    <message>
        <source>Add a variable (Ctrl+N)</source>
        <translation>添加变量（Ctrl+N）</translation>
    </message>
    <message>
        <source>Unset the selected variables when applied (Delete)</source>
        <translation>应用时删除所选变量（Delete）</translation>
    </message>
    <message>
        <source>Edit a value over several lines</source>
        <translation>以多行方式编辑值</translation>
    </message>
    <message>
        <source>Send all pending changes to the session (Ctrl+S)</source>
        <translation>将所有待应用的更改发送到会话（Ctrl+S）</translation>
    </message>
    <message>
        <source>Discard all pending changes</source>
        <translation>放弃所有待应用的更改</translation>
    </message>
    <message>
        <source>Applying…</source>
        <translation>正在应用…</translation>
    </message>
    <message>
        <source>Select a session to see its environment variables.</source>
        <translation>请选择一个会话以查看其环境变量。</translation>
    </message>
    <message>
        <source>Fix the names marked in red before applying.</source>
        <translation>应用前请修正标为红色的名称。</translation>
    </message>
    <message numerus="yes">
        <source>%n pending change(s) in session “%1”.</source>
        <translation>
            <numerusform>会话“%1”中有%n项待应用的更改。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n variable(s) in session “%1”.</source>
        <translation>
            <numerusform>会话“%1”中有%n个变量。</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Edit…</source>
        <translation>编辑(&amp;E)…</translation>
    </message>
</context>
<context>
    <name>sandman::EnvValueDelegate</name>
    <message>
        <source>Edit Value of %1</source>
        <translation>编辑%1的值</translation>
    </message>
    <message>
        <source>The value is stored exactly as written, including newlines, quotes and $ signs.</source>
        <translation>值将按输入原样保存，包括换行符、引号和$符号。</translation>
    </message>
</context>
<context>
    <name>sandman::EnvVarTableModel</name>
    <message>
        <source>Invalid name: use letters, digits and underscores, not starting with a digit.</source>
        <translation>名称无效：只能使用字母、数字和下划线，且不能以数字开头。</translation>
    </message>
    <message>
        <source>Duplicate name: another variable already has this name.</source>
        <translation>名称重复：已有其他变量使用此名称。</translation>
    </message>
    <message>
        <source>Will be unset when you apply.</source>
        <translation>应用后将被删除。</translation>
    </message>
    <message>
        <source>New variable, not applied yet.</source>
        <translation>新变量，尚未应用。</translation>
    </message>
    <message>
        <source>Changed, not applied yet.</source>
        <translation>已更改，尚未应用。</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>值</translation>
    </message>
</context>
<context>
    <name>sandman::LogModel</name>
    <message>
        <source>timed out after %1 ms (exit code %2)</source>
        <translation>%1毫秒后超时（退出码%2）</translation>
    </message>
    <message>
        <source>exit code %1 in %2 ms</source>
        <translation>退出码%1，耗时%2毫秒</translation>
    </message>
    <message>
        <source>command</source>
        <translation>命令</translation>
    </message>
    <message>
        <source>stdout</source>
        <translation>stdout</translation>
    </message>
    <message>
        <source>stderr</source>
        <translation>stderr</translation>
    </message>
    <message>
        <source>result</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>info</source>
        <translation>信息</translation>
    </message>
    <message>
        <source>error</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>Session</source>
        <translation>会话</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>内容</translation>
    </message>
</context>
<context>
    <name>sandman::LogPane</name>
    <message>
        <source>Filter log</source>
        <translation>筛选日志</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>复制</translation>
    </message>
    <message>
        <source>Copy the selected entries</source>
        <translation>复制所选条目</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>保存…</translation>
    </message>
    <message>
        <source>Save the visible entries to a file</source>
        <translation>将显示的条目保存到文件</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>清除</translation>
    </message>
    <message>
        <source>Save Log</source>
        <translation>保存日志</translation>
    </message>
    <message>
        <source>Log files (*.log *.txt);;All files (*)</source>
        <translation>日志文件(*.log *.txt);;所有文件(*)</translation>
    </message>
    <message>
        <source>Could not save the log: %1</source>
        <translation>无法保存日志：%1</translation>
    </message>
</context>
<context>
    <name>sandman::MainWindow</name>
    <message>
        <source>Sandman</source>
        <translation>Sandman</translation>
    </message>
    <message>
        <source>&amp;New Session…</source>
        <translation>新建会话(&amp;N)…</translation>
    </message>
    <message>
        <source>New &amp;Terminal</source>
        <translation>新建终端(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Delete Session</source>
        <translation>删除会话(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Copy Session ID</source>
        <translation>复制会话ID(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>刷新(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Connect to Remote Sandbox…</source>
        <translation>连接到远程沙箱(&amp;C)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;About Sandman</source>
        <translation>关于Sandman(&amp;A)</translation>
    </message>
    <message>
        <source>Sessions</source>
        <translation>会话</translation>
    </message>
    <message numerus="yes">
        <source>Applied %n environment change(s).</source>
        <translation>
            <numerusform>已应用%n项环境变量更改。</numerusform>
        </translation>
    </message>
    <message>
        <source>Could not apply: %1</source>
        <translation>无法应用：%1</translation>
    </message>
    <message>
        <source>Environment</source>
        <translation>环境变量</translation>
    </message>
    <message>
        <source>Processes</source>
        <translation>进程</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>日志</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Session</source>
        <translation>会话(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <source>System Default</source>
        <translation>系统默认</translation>
    </message>
    <message>
        <source>The language changes when Sandman is started again.</source>
        <translation>重新启动Sandman后将切换语言。</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>%1: connected</source>
        <translation>%1：已连接</translation>
    </message>
    <message>
        <source>%1: not connected</source>
        <translation>%1：未连接</translation>
    </message>
    <message>
        <source>Loading the environment of “%1”…</source>
        <translation>正在加载“%1”的环境变量…</translation>
    </message>
    <message>
        <source>Could not read the environment: %1</source>
        <translation>无法读取环境变量：%1</translation>
    </message>
    <message>
        <source>No session selected.</source>
        <translation type="vanished">未选择会话。</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; in %2&lt;br&gt;Working directory: &lt;tt&gt;%3&lt;/tt&gt;&lt;br&gt;Command timeout: %4</source>
        <translation type="vanished">&lt;b&gt;%1&lt;/b&gt;（%2）&lt;br&gt;工作目录：&lt;tt&gt;%3&lt;/tt&gt;&lt;br&gt;命令超时：%4</translation>
    </message>
    <message>
        <source>Session created in %1.</source>
        <translation>已创建会话，工作目录为%1。</translation>
    </message>
    <message>
        <source>Could not create the session: %1</source>
        <translation>无法创建会话：%1</translation>
    </message>
    <message>
        <source>Delete Session</source>
        <translation>删除会话</translation>
    </message>
    <message>
        <source>Delete session “%1”? Its shell and every command and process it runs are ended.</source>
        <translation>要删除会话“%1”吗？其Shell以及在其中运行的所有命令和进程都将被终止。</translation>
    </message>
    <message>
        <source>Session deleted.</source>
        <translation>会话已删除。</translation>
    </message>
    <message>
        <source>Could not delete the session: %1</source>
        <translation>无法删除会话：%1</translation>
    </message>
    <message>
        <source>The token was not saved in the keyring: %1</source>
        <translation>令牌未能保存到密钥环：%1</translation>
    </message>
    <message>
        <source>About Sandman</source>
        <translation>关于Sandman</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Sandman %1&lt;/h3&gt;&lt;p&gt;A desktop session manager for sandboxes: sessions, environment variables, terminals, processes and logs, on this machine or on remote agents.&lt;/p&gt;&lt;p&gt;Licensed under the Apache License 2.0.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Sandman %1&lt;/h3&gt;&lt;p&gt;沙箱桌面会话管理器：管理本机或远程代理上的会话、环境变量、终端、进程和日志。&lt;/p&gt;&lt;p&gt;依据Apache License 2.0授权。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Command timeout set to %1.</source>
        <translation>命令超时已设为%1。</translation>
    </message>
    <message>
        <source>Could not change the timeout: %1</source>
        <translation>无法更改超时：%1</translation>
    </message>
    <message>
        <source>Terminal of session “%1”: %2</source>
        <translation>会话“%1”的终端：%2</translation>
    </message>
</context>
<context>
    <name>sandman::NewSessionDialog</name>
    <message>
        <source>New Session in %1</source>
        <translation>在%1中新建会话</translation>
    </message>
    <message>
        <source>Generated when empty</source>
        <translation>留空则自动生成</translation>
    </message>
    <message>
        <source>The sandbox workspace</source>
        <translation>沙箱工作区</translation>
    </message>
    <message>
        <source>Create</source>
        <translation>创建</translation>
    </message>
    <message>
        <source>Session &amp;ID:</source>
        <translation>会话ID(&amp;I)：</translation>
    </message>
    <message>
        <source>Working &amp;directory:</source>
        <translation>工作目录(&amp;D)：</translation>
    </message>
    <message>
        <source>Command &amp;timeout:</source>
        <translation>命令超时(&amp;T)：</translation>
    </message>
    <message>
        <source>A session ID has at most 128 characters.</source>
        <translation>会话ID最多包含128个字符。</translation>
    </message>
    <message>
        <source>A session ID may contain only letters, digits, dots, underscores and hyphens.</source>
        <translation>会话ID只能包含字母、数字、点、下划线和连字符。</translation>
    </message>
</context>
<context>
    <name>sandman::ProcessPane</name>
    <message>
        <source>Start…</source>
        <translation>启动…</translation>
    </message>
    <message>
        <source>Start a background process in the selected session</source>
        <translation>在所选会话中启动后台进程</translation>
    </message>
    <message>
        <source>Kill</source>
        <translation>终止</translation>
    </message>
    <message>
        <source>End the selected process and everything it started</source>
        <translation>终止所选进程及其启动的所有子进程</translation>
    </message>
    <message>
        <source>Kill All</source>
        <translation>全部终止</translation>
    </message>
    <message>
        <source>Show Logs</source>
        <translation>显示日志</translation>
    </message>
    <message>
        <source>Start Process</source>
        <translation>启动进程</translation>
    </message>
    <message>
        <source>Command to run in session “%1”:</source>
        <translation>要在会话“%1”中运行的命令：</translation>
    </message>
    <message>
        <source>Could not list processes: %1</source>
        <translation>无法列出进程：%1</translation>
    </message>
    <message>
        <source>Process %1 %2 (exit code %3).</source>
        <translation>进程%1：%2（退出码%3）。</translation>
    </message>
    <message>
        <source>Started process %1 (PID %2): %3</source>
        <translation>已启动进程%1（PID %2）：%3</translation>
    </message>
    <message>
        <source>Could not start the process: %1</source>
        <translation>无法启动进程：%1</translation>
    </message>
    <message>
        <source>Could not kill process %1: %2</source>
        <translation>无法终止进程%1：%2</translation>
    </message>
    <message>
        <source>Kill All Processes</source>
        <translation>终止所有进程</translation>
    </message>
    <message numerus="yes">
        <source>End all %n running process(es) of this sandbox?</source>
        <translation>
            <numerusform>要终止此沙箱中正在运行的全部%n个进程吗？</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Killed %n process(es).</source>
        <translation>
            <numerusform>已终止%n个进程。</numerusform>
        </translation>
    </message>
    <message>
        <source>Could not kill the processes: %1</source>
        <translation>无法终止进程：%1</translation>
    </message>
    <message>
        <source>Logs of %1</source>
        <translation>%1的日志</translation>
    </message>
    <message numerus="yes">
        <source>[%n earlier byte(s) dropped]
</source>
        <translation>
            <numerusform>[已丢弃之前的%n字节]
</numerusform>
        </translation>
    </message>
    <message>
        <source>Output</source>
        <translation>输出</translation>
    </message>
    <message>
        <source>Errors</source>
        <translation>错误输出</translation>
    </message>
    <message>
        <source>Could not read the logs of %1: %2</source>
        <translation>无法读取%1的日志：%2</translation>
    </message>
    <message numerus="yes">
        <source>%n running</source>
        <translation>
            <numerusform>运行中：%n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sandman::ProcessTableModel</name>
    <message>
        <source>starting</source>
        <translation>正在启动</translation>
    </message>
    <message>
        <source>running</source>
        <translation>运行中</translation>
    </message>
    <message>
        <source>completed</source>
        <translation>已完成</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>killed</source>
        <translation>已终止</translation>
    </message>
    <message>
        <source>error</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>%1 (timed out)</source>
        <translation>%1（超时）</translation>
    </message>
    <message numerus="yes">
        <source>The oldest %n byte(s) of output were dropped to stay within the log limit.</source>
        <translation>
            <numerusform>为不超出日志大小上限，已丢弃最早的%n字节输出。</numerusform>
        </translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>PID</source>
        <translation>PID</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>命令</translation>
    </message>
    <message>
        <source>Session</source>
        <translation>会话</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>启动时间</translation>
    </message>
    <message>
        <source>Exit Code</source>
        <translation>退出码</translation>
    </message>
</context>
<context>
    <name>sandman::SandboxConnection</name>
    <message>
        <source>Local sandbox</source>
        <translation>本地沙箱</translation>
    </message>
    <message>
        <source>Could not list the sessions of %1: %2</source>
        <translation>无法列出%1的会话：%2</translation>
    </message>
</context>
<context>
    <name>sandman::SessionSettingsWidget</name>
    <message>
        <source>Set</source>
        <translation>设置</translation>
    </message>
    <message>
        <source>Use this timeout for the session&apos;s next commands</source>
        <translation>对该会话之后运行的命令使用此超时</translation>
    </message>
    <message>
        <source>Working directory:</source>
        <translation>工作目录：</translation>
    </message>
    <message>
        <source>Command timeout:</source>
        <translation>命令超时：</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; in %2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;（%2）</translation>
    </message>
    <message>
        <source>No session selected.</source>
        <translation>未选择会话。</translation>
    </message>
</context>
<context>
    <name>sandman::SessionTreeModel</name>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message numerus="yes">
        <source>%n h</source>
        <translation>
            <numerusform>%n小时</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n min</source>
        <translation>
            <numerusform>%n分钟</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n s</source>
        <translation>
            <numerusform>%n秒</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n ms</source>
        <translation>
            <numerusform>%n毫秒</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>connecting</source>
        <translation>正在连接</translation>
    </message>
    <message>
        <source>disconnected</source>
        <translation>已断开</translation>
    </message>
    <message numerus="yes">
        <source>%n session(s)</source>
        <translation>
            <numerusform>%n个会话</numerusform>
        </translation>
    </message>
    <message>
        <source>idle</source>
        <translation>空闲</translation>
    </message>
    <message>
        <source>running</source>
        <translation>运行中</translation>
    </message>
    <message>
        <source>terminated</source>
        <translation>已终止</translation>
    </message>
    <message>
        <source>Session %1
Directory: %2
Command timeout: %3</source>
        <translation>会话%1
目录：%2
命令超时：%3</translation>
    </message>
    <message>
        <source>Session</source>
        <translation>会话</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Directory</source>
        <translation>目录</translation>
    </message>
    <message>
        <source>Timeout</source>
        <translation>超时</translation>
    </message>
</context>
<context>
    <name>sandman::TerminalTabs</name>
    <message>
        <source>&lt;p style=&apos;font-size:large&apos;&gt;No terminal open&lt;/p&gt;&lt;p&gt;Double-click a session, or select it and press Ctrl+Shift+T,&lt;br&gt;to open a terminal in its working directory with its environment.&lt;/p&gt;</source>
        <translation>&lt;p style=&apos;font-size:large&apos;&gt;没有打开的终端&lt;/p&gt;&lt;p&gt;双击会话，或选中会话后按Ctrl+Shift+T，&lt;br&gt;即可在该会话的工作目录中以其环境变量打开终端。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Close Terminal</source>
        <translation>关闭终端</translation>
    </message>
    <message>
        <source>Terminals are not available for this sandbox.</source>
        <translation>此沙箱不支持终端。</translation>
    </message>
    <message>
        <source>Could not open a terminal in session “%1”.</source>
        <translation>无法在会话“%1”中打开终端。</translation>
    </message>
    <message>
        <source>%1 (ended)</source>
        <translation>%1（已结束）</translation>
    </message>
    <message>
        <source>Session %1</source>
        <translation>会话%1</translation>
    </message>
</context>
<context>
    <name>sandman::TerminalView</name>
    <message>
        <source>[Process exited with code %1]</source>
        <translation>[进程已退出，退出码为%1]</translation>
    </message>
    <message>
        <source>Paste</source>
        <translation>粘贴</translation>
    </message>
    <message numerus="yes">
        <source>Paste %n line(s) (%1 characters) into the terminal?</source>
        <translation>
            <numerusform>要将%n行（%1个字符）粘贴到终端吗？</numerusform>
        </translation>
    </message>
    <message>
        <source>Line breaks run commands as soon as they are pasted.</source>
        <translation>粘贴内容中的换行符会立即执行命令。</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>粘贴(&amp;P)</translation>
    </message>
</context>
<context>
    <name>sandman::TimeoutEdit</name>
    <message>
        <source>No timeout</source>
        <translation>不设超时</translation>
    </message>
    <message>
        <source>milliseconds</source>
        <translation>毫秒</translation>
    </message>
    <message>
        <source>seconds</source>
        <translation>秒</translation>
    </message>
    <message>
        <source>minutes</source>
        <translation>分钟</translation>
    </message>
    <message>
        <source>hours</source>
        <translation>小时</translation>
    </message>
</context>
<context>
    <name>sandman::TokenStore</name>
    <message>
        <source>No system keyring support was built in.</source>
        <translation>构建时未包含系统密钥环支持。</translation>
    </message>
</context>
</TS>
