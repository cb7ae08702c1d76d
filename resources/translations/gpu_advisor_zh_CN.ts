<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="zh_CN">
<context>
    <name>BudgetPage</name>
    <message>
        <source>Budget</source>
        <translation>预算</translation>
    </message>
    <message>
        <source>What you can spend up front and per month. The defaults are reasonable if you are unsure.</source>
        <translation>一次性投入和每月可支出的金额。不确定时使用默认值即可。</translation>
    </message>
    <message>
        <source>One-off budget for buying (%1)</source>
        <translation>一次性采购预算（%1）</translation>
    </message>
    <message>
        <source>Monthly budget for renting and running (%1)</source>
        <translation>每月租用及运行预算（%1）</translation>
    </message>
    <message>
        <source>&amp;Years to plan for</source>
        <translation>规划年限(&amp;Y)</translation>
    </message>
    <message>
        <source>&amp;Electricity price per kWh (%1)</source>
        <translation>电价，每度（%1）(&amp;E)</translation>
    </message>
    <message>
        <source>Building overhead (&amp;PUE)</source>
        <translation>机房能耗系数（PUE）(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Hours of use per day</source>
        <translation>每天使用小时数(&amp;H)</translation>
    </message>
    <message>
        <source>One-off budget</source>
        <translation>一次性预算</translation>
    </message>
    <message>
        <source>Monthly budget</source>
        <translation>每月预算</translation>
    </message>
    <message>
        <source>Years to plan for</source>
        <translation>规划年限</translation>
    </message>
    <message>
        <source>Electricity price per kWh</source>
        <translation>每度电价</translation>
    </message>
    <message>
        <source>Building overhead (PUE)</source>
        <translation>机房能耗系数（PUE）</translation>
    </message>
    <message>
        <source>Hours of use per day</source>
        <translation>每天使用小时数</translation>
    </message>
</context>
<context>
    <name>CatalogUpdateDialog</name>
    <message>
        <source>Update the catalog</source>
        <translation>更新硬件目录</translation>
    </message>
    <message>
        <source>File</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>Added</source>
        <translation>新增</translation>
    </message>
    <message>
        <source>Changed</source>
        <translation>修改</translation>
    </message>
    <message>
        <source>Removed</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>You can go back to the catalog in use now from the File menu.</source>
        <translation>之后可在“文件”菜单中恢复到当前使用的目录。</translation>
    </message>
    <message>
        <source>Your own prices name a part this catalog does not have (%1); if you go on, your price file is set aside, not deleted, and the catalog's prices are used.</source>
        <translation>您自己的价格中有此目录没有的部件（%1）；如果继续，您的价格文件会被另存一旁（不会删除），并改用目录中的价格。</translation>
    </message>
    <message>
        <source>&amp;Use this catalog</source>
        <translation>使用此目录(&amp;U)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
</context>
<context>
    <name>CostSpeedChart</name>
    <message>
        <source>{0}: {1} over {2} years, {3} tokens/s per user</source>
        <translation>{0}：{2} 年合计 {1}，每人 {3} token/秒</translation>
    </message>
    <message>
        <source>Buy</source>
        <translation>购买</translation>
    </message>
    <message>
        <source>Rent in the cloud</source>
        <translation>云上租用</translation>
    </message>
    <message>
        <source>GPUs you own</source>
        <translation>已有显卡</translation>
    </message>
    <message>
        <source>Total cost over {0} years ({1}, log scale)</source>
        <translation>{0} 年总费用（{1}，对数刻度）</translation>
    </message>
    <message>
        <source>Speed per user (tokens/s)</source>
        <translation>每位用户的速度（token/秒）</translation>
    </message>
    <message>
        <source>No option that fits has both a cost and a speed to plot.</source>
        <translation>没有既能装下、又有费用和速度数据的方案可供绘制。</translation>
    </message>
    <message>
        <source>Best speed for the money</source>
        <translation>同等花费下的最快方案</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}：{1}</translation>
    </message>
</context>
<context>
    <name>CrashDialog</name>
    <message>
        <source>Something unexpected went wrong: %1</source>
        <translation>出现了意外问题：%1</translation>
    </message>
    <message>
        <source>Your work in progress has been saved and will be offered back at the next start.</source>
        <translation>您正在编辑的内容已自动保存，下次启动时会提示恢复。</translation>
    </message>
    <message>
        <source>Your work could not be saved automatically; please save it yourself.</source>
        <translation>无法自动保存您的内容，请手动保存。</translation>
    </message>
    <message>
        <source>Details for support are in %1.</source>
        <translation>供技术支持使用的详细信息保存在 %1。</translation>
    </message>
    <message>
        <source>GPU Advisor hit a problem</source>
        <translation>GPU 选型顾问遇到问题</translation>
    </message>
</context>
<context>
    <name>CumulativeCostChart</name>
    <message>
        <source>Months from today</source>
        <translation>从今天起的月数</translation>
    </message>
    <message>
        <source>Money spent ({0})</source>
        <translation>累计花费（{0}）</translation>
    </message>
    <message>
        <source>Nothing to compare: there is no recommended option.</source>
        <translation>无从比较：没有首选方案。</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}：{1}</translation>
    </message>
    <message>
        <source>Cheapest cloud: {0}</source>
        <translation>最便宜的云方案：{0}</translation>
    </message>
    <message>
        <source>Break-even: month {0}</source>
        <translation>回本：第 {0} 个月</translation>
    </message>
</context>
<context>
    <name>ExistingPage</name>
    <message>
        <source>What do you have already?</source>
        <translation>您已有哪些设备？</translation>
    </message>
    <message>
        <source>Optional. If the cards go into a machine you own, its power supply and slots matter.</source>
        <translation>选填。如果显卡要装进您已有的机器，其电源和插槽就很关键。</translation>
    </message>
    <message>
        <source>Leave anything you do not know empty: it will be listed as a point to check. If you are sitting at the machine itself, let the assistant read it.</source>
        <translation>不知道的项目请留空，它会列入待核查清单。如果您正在使用那台机器，可以让助手自动读取。</translation>
    </message>
    <message>
        <source>&amp;Check this machine</source>
        <translation>检测本机(&amp;C)</translation>
    </message>
    <message>
        <source>The cards will go into &amp;this computer</source>
        <translation>显卡将装进这台电脑(&amp;T)</translation>
    </message>
    <message>
        <source>Chassis</source>
        <translation>机箱</translation>
    </message>
    <message>
        <source>Power supply</source>
        <translation>电源功率</translation>
    </message>
    <message>
        <source>Free PCIe slot positions</source>
        <translation>空闲 PCIe 插槽位置</translation>
    </message>
    <message>
        <source>CUDA version</source>
        <translation>CUDA 版本</translation>
    </message>
    <message>
        <source>PyTorch version</source>
        <translation>PyTorch 版本</translation>
    </message>
    <message>
        <source>NVIDIA driver version</source>
        <translation>NVIDIA 驱动版本</translation>
    </message>
    <message>
        <source>System memory</source>
        <translation>系统内存</translation>
    </message>
    <message>
        <source>Free disk space</source>
        <translation>可用磁盘空间</translation>
    </message>
    <message>
        <source>not given</source>
        <translation>未填写</translation>
    </message>
    <message>
        <source>Tower PC (I will put the cards in it)</source>
        <translation>塔式电脑（显卡装在里面）</translation>
    </message>
    <message>
        <source>Rack server (I will put the cards in it)</source>
        <translation>机架式服务器（显卡装在里面）</translation>
    </message>
    <message>
        <source>None: buy a new machine</source>
        <translation>没有：购买新机器</translation>
    </message>
    <message>
        <source>not given, e.g. %1</source>
        <translation>未填写，例如 %1</translation>
    </message>
    <message>
        <source>This server's processors</source>
        <translation>这台服务器的处理器</translation>
    </message>
    <message>
        <source>Why it matters: a large model such as DeepSeek-R1 can keep its experts in this server's memory, computed by its processors; then one graphics card bought for it may be enough. Its system memory above is needed too.</source>
        <translation>为什么要填：像 DeepSeek-R1 这样的大模型，可以把它的专家放在这台服务器的内存里，由它的处理器计算；这样只需再为它买一块显卡，可能就够用。同时需要填写上面的系统内存。</translation>
    </message>
    <message>
        <source>CPU model</source>
        <translation>CPU 型号</translation>
    </message>
    <message>
        <source>not given (leave them out of the plan)</source>
        <translation>未填写（方案中不考虑）</translation>
    </message>
    <message>
        <source>Other: I will enter its facts</source>
        <translation>其他：我自己填写参数</translation>
    </message>
    <message>
        <source>Server name</source>
        <translation>服务器名称</translation>
    </message>
    <message>
        <source>CPU maker</source>
        <translation>CPU 厂商</translation>
    </message>
    <message>
        <source>CPU sockets</source>
        <translation>CPU 路数</translation>
    </message>
    <message>
        <source>Cores per CPU</source>
        <translation>每颗 CPU 的核心数</translation>
    </message>
    <message>
        <source>Base clock</source>
        <translation>基础频率</translation>
    </message>
    <message>
        <source>Memory channels per CPU</source>
        <translation>每颗 CPU 的内存通道数</translation>
    </message>
    <message>
        <source>Memory type</source>
        <translation>内存类型</translation>
    </message>
    <message>
        <source>Memory speed</source>
        <translation>内存速率</translation>
    </message>
    <message>
        <source>Vector units</source>
        <translation>向量单元</translation>
    </message>
    <message>
        <source>AMX (Intel Xeon 4th generation and later)</source>
        <translation>AMX（第四代至强及更新的 Intel CPU）</translation>
    </message>
    <message>
        <source>optional, e.g. Dell R740</source>
        <translation>可不填，例如 Dell R740</translation>
    </message>
    <message>
        <source>not given (counted as Intel)</source>
        <translation>未填写（按 Intel 计算）</translation>
    </message>
    <message>
        <source>Reading this machine…</source>
        <translation>正在读取本机信息…</translation>
    </message>
    <message>
        <source>These values describe this computer, not the machine to buy: they were not put into the plan. Tick the box and check again if the cards will go into this computer.</source>
        <translation>这些数值描述的是这台电脑，而不是要购买的机器：未计入方案。如果显卡将装进这台电脑，请勾选后再检查一次。</translation>
    </message>
    <message>
        <source>This server's processors below were filled in from this computer: the memory channels are counted from the memory modules installed, one to a channel. Check them against the server's manual.</source>
        <translation>下方“这台服务器的处理器”已按本机读取的信息填好：内存通道数按已安装的内存条计算（每通道一条），请对照服务器手册核对。</translation>
    </message>
    <message>
        <source>The memory's type, rate and channels could not be read without administrator rights: fill them in.</source>
        <translation>没有管理员权限无法读取内存的类型、频率和通道数：请手动填写。</translation>
    </message>
</context>
<context>
    <name>FineTunePage</name>
    <message>
        <source>Fine-tuning</source>
        <translation>微调</translation>
    </message>
    <message>
        <source>How the model learns from your data, and how often.</source>
        <translation>模型如何从您的数据中学习，以及多久训练一次。</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>方式</translation>
    </message>
    <message>
        <source>LoRA: trains a small add-on; the usual choice</source>
        <translation>LoRA：只训练一个小的附加模块，最常用</translation>
    </message>
    <message>
        <source>QLoRA: LoRA on a 4-bit model; needs the least memory, a little slower</source>
        <translation>QLoRA：在 4 比特模型上做 LoRA，显存需求最低，稍慢</translation>
    </message>
    <message>
        <source>Full fine-tune: changes every weight; needs about 16 bytes per parameter</source>
        <translation>全参数微调：更新所有权重，每个参数约需 16 字节显存</translation>
    </message>
    <message>
        <source>&amp;Training data (million tokens)</source>
        <translation>训练数据量（百万 token）(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Passes over the data (epochs)</source>
        <translation>训练轮数（epoch）(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Runs per year</source>
        <translation>每年训练次数(&amp;R)</translation>
    </message>
    <message>
        <source>Training data in million tokens</source>
        <translation>训练数据量（百万 token）</translation>
    </message>
    <message>
        <source>Epochs</source>
        <translation>训练轮数</translation>
    </message>
    <message>
        <source>Runs per year</source>
        <translation>每年训练次数</translation>
    </message>
    <message>
        <source>&amp;Longest a run may take (days)</source>
        <translation>单次训练最长可用天数(&amp;L)</translation>
    </message>
    <message>
        <source>Longest a pretraining run may take, in days</source>
        <translation>单次预训练最长可用的天数</translation>
    </message>
    <message>
        <source>&amp;Save memory: 8-bit optimizer and other low-memory settings; a full fine-tune fits about a quarter of the memory, at the same speed</source>
        <translation>节省显存(&amp;S)：使用 8 比特优化器等低显存设置；全参数微调只需约四分之一的显存，速度基本不变</translation>
    </message>
    <message>
        <source>Save memory while fine-tuning</source>
        <translation>微调时节省显存</translation>
    </message>
    <message>
        <source>A token is about three quarters of an English word or one to two Chinese characters: 1,000 pages of text are roughly 0.5 million tokens.</source>
        <translation>一个 token 约等于四分之三个英文单词或一到两个汉字：1000 页文字大约是 50 万个 token。</translation>
    </message>
</context>
<context>
    <name>FinishPage</name>
    <message>
        <source>Finish</source>
        <translation>完成</translation>
    </message>
    <message>
        <source>Keep the scenario to change it later, or take a summary to the meeting.</source>
        <translation>保存方案以便日后修改，或把摘要带到采购会议上。</translation>
    </message>
    <message>
        <source>Save the scenario to come back to it or to send it to a colleague. The PDF summary is written for people who never opened this program: what to buy or rent, what it costs, what to check, and where every figure comes from.</source>
        <translation>保存方案，以后可以继续修改或发送给同事。PDF 摘要是写给没打开过本程序的人看的：买什么或租什么、花多少钱、要核查什么，以及每个数字的来源。</translation>
    </message>
    <message>
        <source>&amp;Save scenario…</source>
        <translation>保存方案(&amp;S)…</translation>
    </message>
    <message>
        <source>&amp;Export PDF summary…</source>
        <translation>导出 PDF 摘要(&amp;E)…</translation>
    </message>
    <message>
        <source>Save scenario</source>
        <translation>保存方案</translation>
    </message>
    <message>
        <source>Export PDF summary</source>
        <translation>导出 PDF 摘要</translation>
    </message>
    <message>
        <source>&amp;Title of the report</source>
        <translation>报告标题(&amp;T)</translation>
    </message>
    <message>
        <source>e.g. Private DeepSeek for Acme Trading</source>
        <translation>例如：某某贸易公司私有化 DeepSeek 方案</translation>
    </message>
    <message>
        <source>Title of the report</source>
        <translation>报告标题</translation>
    </message>
    <message>
        <source>Report lan&amp;guage</source>
        <translation>报告语言(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Paper</source>
        <translation>纸张(&amp;P)</translation>
    </message>
    <message>
        <source>Report language</source>
        <translation>报告语言</translation>
    </message>
    <message>
        <source>Paper</source>
        <translation>纸张</translation>
    </message>
    <message>
        <source>The results are not ready yet.</source>
        <translation>结果尚未计算完成。</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF 文件 (*.pdf)</translation>
    </message>
    <message>
        <source>Writing the PDF…</source>
        <translation>正在生成 PDF…</translation>
    </message>
    <message>
        <source>Written: %1</source>
        <translation>已生成：%1</translation>
    </message>
    <message>
        <source>PDF summary written</source>
        <translation>PDF 摘要已生成</translation>
    </message>
    <message>
        <source>The summary was written to %1.</source>
        <translation>摘要已保存到 %1。</translation>
    </message>
    <message>
        <source>&amp;Open the PDF</source>
        <translation>打开 PDF(&amp;O)</translation>
    </message>
    <message>
        <source>The PDF was not written</source>
        <translation>PDF 未能生成</translation>
    </message>
    <message>
        <source>%1
Any earlier file of that name is unchanged.</source>
        <translation>%1
同名的旧文件保持不变。</translation>
    </message>
</context>
<context>
    <name>LoadPage</name>
    <message>
        <source>How much will it be used?</source>
        <translation>使用量有多大？</translation>
    </message>
    <message>
        <source>How many people at the same moment, and how fast answers should appear.</source>
        <translation>同时有多少人使用，回答需要多快出现。</translation>
    </message>
    <message>
        <source>People using it &amp;at the same moment</source>
        <translation>同时使用的人数(&amp;A)</translation>
    </message>
    <message>
        <source>Answer &amp;speed per person</source>
        <translation>每人的回答速度(&amp;S)</translation>
    </message>
    <message>
        <source>Typical &amp;question</source>
        <translation>典型问题(&amp;Q)</translation>
    </message>
    <message>
        <source>Lowest acceptable qualit&amp;y</source>
        <translation>可接受的最低质量(&amp;Y)</translation>
    </message>
    <message>
        <source>Slow but usable (5 tokens/s)</source>
        <translation>较慢但可用（每秒 5 个 token）</translation>
    </message>
    <message>
        <source>About reading speed (10 tokens/s)</source>
        <translation>接近阅读速度（每秒 10 个 token）</translation>
    </message>
    <message>
        <source>Faster than reading (20 tokens/s)</source>
        <translation>快于阅读速度（每秒 20 个 token）</translation>
    </message>
    <message>
        <source>Instant feel (40 tokens/s)</source>
        <translation>几乎即时（每秒 40 个 token）</translation>
    </message>
    <message>
        <source>Short chat question</source>
        <translation>简短的对话问题</translation>
    </message>
    <message>
        <source>Question with a page or two of text</source>
        <translation>附带一两页文字的问题</translation>
    </message>
    <message>
        <source>Question about a long document</source>
        <translation>针对长文档的问题</translation>
    </message>
    <message>
        <source>Whole reports or contracts</source>
        <translation>整份报告或合同</translation>
    </message>
    <message>
        <source>Full quality (16-bit)</source>
        <translation>完整质量（16 比特）</translation>
    </message>
    <message>
        <source>Near full quality (8-bit, FP8)</source>
        <translation>接近完整质量（8 比特，FP8）</translation>
    </message>
    <message>
        <source>Near full quality (8-bit integer)</source>
        <translation>接近完整质量（8 比特整数）</translation>
    </message>
    <message>
        <source>Good quality (4-bit), the common choice</source>
        <translation>良好质量（4 比特），最常用</translation>
    </message>
    <message>
        <source>Reduced quality (3-bit), only to fit</source>
        <translation>质量下降（3 比特），仅为装下模型</translation>
    </message>
    <message>
        <source>A person reads about 5 to 8 tokens a second; a token is about three quarters of an English word or one to two Chinese characters.</source>
        <translation>人每秒大约阅读 5 到 8 个 token；一个 token 约等于四分之三个英文单词或一到两个汉字。</translation>
    </message>
    <message>
        <source>Advanced: exact numbers</source>
        <translation>高级：填写精确数值</translation>
    </message>
    <message>
        <source>Tokens per second per person</source>
        <translation>每人每秒 token 数</translation>
    </message>
    <message>
        <source>Question and documents (tokens)</source>
        <translation>问题与文档长度（token）</translation>
    </message>
    <message>
        <source>Answer (tokens)</source>
        <translation>回答长度（token）</translation>
    </message>
    <message>
        <source>Longest conversation (context, tokens)</source>
        <translation>最长对话（上下文，token）</translation>
    </message>
    <message>
        <source>Longest wait for the first word (seconds)</source>
        <translation>第一个字最长等待时间（秒）</translation>
    </message>
    <message>
        <source>Documents to get through an hour (batch jobs)</source>
        <translation>每小时需处理的文档数（批量任务）</translation>
    </message>
    <message>
        <source>No limit</source>
        <translation>不限</translation>
    </message>
    <message>
        <source>Longest wait for the first word, in seconds</source>
        <translation>第一个字最长等待时间，单位秒</translation>
    </message>
    <message>
        <source>Not set</source>
        <translation>未设定</translation>
    </message>
    <message>
        <source>Documents to get through an hour</source>
        <translation>每小时需处理的文档数</translation>
    </message>
    <message>
        <source>People using it at the same moment</source>
        <translation>同时使用的人数</translation>
    </message>
    <message>
        <source>Answer speed per person</source>
        <translation>每人的回答速度</translation>
    </message>
    <message>
        <source>Typical question</source>
        <translation>典型问题</translation>
    </message>
    <message>
        <source>Lowest acceptable quality</source>
        <translation>可接受的最低质量</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Catalog problem</source>
        <translation>目录出错</translation>
    </message>
    <message>
        <source>The hardware catalog cannot be read:</source>
        <translation>无法读取硬件目录：</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>第 %1 步，共 %2 步</translation>
    </message>
    <message>
        <source>New scenario</source>
        <translation>新方案</translation>
    </message>
    <message>
        <source>GPU Advisor</source>
        <translation>GPU 选型顾问</translation>
    </message>
    <message>
        <source>Your home folder is read-only</source>
        <translation>您的主目录为只读</translation>
    </message>
    <message>
        <source>GPU Advisor cannot write to your home folder, so autosave and your prices are kept in %1 for now. Save your scenario to a folder you can write to.</source>
        <translation>GPU 选型顾问无法写入您的主目录，自动保存和您的价格暂存于 %1。请把方案保存到可写入的文件夹。</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>正在启动…</translation>
    </message>
    <message>
        <source>&lt; &amp;Back</source>
        <translation>&lt; 上一步(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Next &gt;</source>
        <translation>下一步(&amp;N) &gt;</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>上一步</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>下一步</translation>
    </message>
</context>
<context>
    <name>MemoryChart</name>
    <message>
        <source>Weights</source>
        <translation>模型权重</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV 缓存</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>激活值</translation>
    </message>
    <message>
        <source>Runtime reserve</source>
        <translation>运行时预留</translation>
    </message>
    <message>
        <source>Multi-GPU buffers</source>
        <translation>多卡通信缓冲</translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation>梯度</translation>
    </message>
    <message>
        <source>Optimizer states</source>
        <translation>优化器状态</translation>
    </message>
    <message>
        <source>Adapters and their optimizer</source>
        <translation>适配器及其优化器</translation>
    </message>
    <message>
        <source>Dequantization buffer</source>
        <translation>反量化缓冲</translation>
    </message>
    <message>
        <source>Memory per GPU (GB)</source>
        <translation>每张卡的显存（GB）</translation>
    </message>
    <message>
        <source>Unified memory (GB)</source>
        <translation>统一内存（GB）</translation>
    </message>
    <message>
        <source>No option to show.</source>
        <translation>没有可显示的方案。</translation>
    </message>
    <message>
        <source>{0} GB</source>
        <translation>{0} GB</translation>
    </message>
    <message>
        <source>{0}: {1} of {2} usable per GPU</source>
        <translation>{0}：每张卡需要 {1}，可用 {2}</translation>
    </message>
    <message>
        <source>{0}: {1} of {2} usable</source>
        <translation>{0}：需要 {1}，可用 {2}</translation>
    </message>
    <message>
        <source>Usable {0}</source>
        <translation>可用 {0}</translation>
    </message>
    <message>
        <source>Memory {0} ({1} × 10⁹ bytes usable by the GPU)</source>
        <translation>内存 {0}（GPU 可用 {1} × 10⁹ 字节）</translation>
    </message>
    <message>
        <source>Card {0} ({1} × 10⁹ bytes)</source>
        <translation>显卡 {0}（{1} × 10⁹ 字节）</translation>
    </message>
</context>
<context>
    <name>PlacementPage</name>
    <message>
        <source>Where will it run?</source>
        <translation>部署在哪里？</translation>
    </message>
    <message>
        <source>Each place has its own limits on power, noise and size.</source>
        <translation>每种场所对功耗、噪音和体积都有各自的限制。</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>部署场所</translation>
    </message>
    <message>
        <source>Cloud (rent)</source>
        <translation>云端（租用）</translation>
    </message>
    <message>
        <source>Rent GPUs by the hour from a cloud provider: nothing to buy, pay while you use it.</source>
        <translation>按小时向云服务商租用 GPU：无需采购，用多少付多少。</translation>
    </message>
    <message>
        <source>Office workstation</source>
        <translation>办公室工作站</translation>
    </message>
    <message>
        <source>A tower PC under a desk: at most two cards, ordinary power socket, must stay quiet.</source>
        <translation>放在办公桌下的塔式电脑：最多两张显卡，普通电源插座，需要安静。</translation>
    </message>
    <message>
        <source>Server room or data centre</source>
        <translation>机房或数据中心</translation>
    </message>
    <message>
        <source>Rack servers with up to eight cards, strong power and cooling.</source>
        <translation>机架式服务器，最多八张显卡，供电和散热充足。</translation>
    </message>
    <message>
        <source>Edge device</source>
        <translation>边缘设备</translation>
    </message>
    <message>
        <source>A small box on site (shop, factory, vehicle) with a tight power budget.</source>
        <translation>部署在现场（门店、工厂、车辆）的小型设备，功耗限制严格。</translation>
    </message>
    <message>
        <source>Used (second-hand) cards are acceptable</source>
        <translation>可以接受二手显卡</translation>
    </message>
    <message>
        <source>Consumer cards (GeForce, Radeon) are acceptable</source>
        <translation>接受消费级显卡（GeForce、Radeon）</translation>
    </message>
    <message>
        <source>In a server room they bring licence, cooling, density and warranty trade-offs; without this only data-centre and workstation cards are offered there.</source>
        <translation>在机房中需接受驱动许可、散热、密度和保修方面的代价；不勾选时机房只推荐数据中心卡和专业卡。</translation>
    </message>
    <message>
        <source>Our team can run Linux GPU servers</source>
        <translation>我们的团队能运维 Linux GPU 服务器</translation>
    </message>
    <message>
        <source>Allows AMD ROCm and domestic software stacks; otherwise only NVIDIA CUDA (and Apple) is offered.</source>
        <translation>允许 AMD ROCm 和国产软件栈；否则只推荐 NVIDIA CUDA（以及 Apple）。</translation>
    </message>
    <message>
        <source>Domestic hardware required (信创 / 国产化)</source>
        <translation>要求国产化硬件（信创 / 国产化）</translation>
    </message>
    <message>
        <source>Prefers domestic parts such as Huawei Ascend and says what they cost in speed and software.</source>
        <translation>优先推荐华为昇腾等国产硬件，并说明其在速度和软件上的代价。</translation>
    </message>
    <message>
        <source>May prompts and &amp;documents leave the company?</source>
        <translation>提示词和文档可以离开公司吗(&amp;D)？</translation>
    </message>
    <message>
        <source>Not decided yet</source>
        <translation>尚未决定</translation>
    </message>
    <message>
        <source>No: everything stays on our own machines</source>
        <translation>不可以：一切都留在自己的机器上</translation>
    </message>
    <message>
        <source>Yes: a cloud machine or a hosted API may be used</source>
        <translation>可以：可使用云服务器或托管 API</translation>
    </message>
    <message>
        <source>May prompts and documents leave the company?</source>
        <translation>提示词和文档可以离开公司吗？</translation>
    </message>
    <message>
        <source>Power available at the &amp;site</source>
        <translation>现场可用功率(&amp;S)</translation>
    </message>
    <message>
        <source>Power available at the site in watts</source>
        <translation>现场可用功率（瓦）</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>无限制</translation>
    </message>
    <message>
        <source>A rented cloud machine is another company's machine: with data that must stay, choose the office or the server room.</source>
        <translation>租用的云服务器是其他公司的机器：数据不得离开时，请选择办公室或机房。</translation>
    </message>
    <message>
        <source>Renting a cloud machine and hosted APIs are left out of the advice.</source>
        <translation>建议中不包含租用云服务器和托管 API。</translation>
    </message>
    <message>
        <source>Where renting costs less than buying, the advice says so plainly.</source>
        <translation>若租用比购买便宜，建议会直接说明。</translation>
    </message>
    <message>
        <source>Until you answer, renting is shown with the condition that the data may leave.</source>
        <translation>回答之前，租用方案会附带“数据可以离开公司”的前提。</translation>
    </message>
</context>
<context>
    <name>PriceEditor</name>
    <message>
        <source>My prices</source>
        <translation>我的价格</translation>
    </message>
    <message>
        <source>Type the prices you were quoted. Your price replaces the catalog's price in every recommendation; leave a cell empty to use the catalog's price.</source>
        <translation>填入您拿到的报价。您的价格会在所有推荐中取代目录价；留空则使用目录价。</translation>
    </message>
    <message>
        <source>&amp;Find:</source>
        <translation>查找(&amp;F)：</translation>
    </message>
    <message>
        <source>GPU or cloud instance name, e.g. 4090</source>
        <translation>GPU 或云实例名称，例如 4090</translation>
    </message>
    <message>
        <source>Find a GPU or cloud instance by name</source>
        <translation>按名称查找 GPU 或云实例</translation>
    </message>
    <message>
        <source>E&amp;xchange rate (CNY per USD):</source>
        <translation>汇率（1 美元兑人民币）(&amp;X)：</translation>
    </message>
    <message>
        <source>Exchange rate, yuan per US dollar</source>
        <translation>汇率，1 美元兑多少人民币</translation>
    </message>
    <message>
        <source>How many yuan one US dollar buys; used wherever prices in two currencies are compared.</source>
        <translation>1 美元可兑换多少人民币；比较两种币种的价格时都使用此汇率。</translation>
    </message>
    <message>
        <source>Not a number: type it as 12000, 12,000.50, 1.2万 or 12k.</source>
        <translation>不是数字：请写成 12000、12,000.50、1.2万 或 12k。</translation>
    </message>
    <message>
        <source>Type the number only: the currency is chosen in the Currency column.</source>
        <translation>只填数字：币种在“币种”列中选择。</translation>
    </message>
    <message>
        <source>&amp;GPUs</source>
        <translation>GPU(&amp;G)</translation>
    </message>
    <message>
        <source>C&amp;loud instances</source>
        <translation>云实例(&amp;L)</translation>
    </message>
    <message>
        <source>Price tables</source>
        <translation>价格表</translation>
    </message>
    <message>
        <source>GPU prices</source>
        <translation>GPU 价格</translation>
    </message>
    <message>
        <source>Cloud instance prices</source>
        <translation>云实例价格</translation>
    </message>
    <message>
        <source>&amp;Reset to catalog</source>
        <translation>恢复目录价(&amp;R)</translation>
    </message>
    <message>
        <source>Reset to catalog</source>
        <translation>恢复目录价</translation>
    </message>
    <message>
        <source>Clear all your prices and use the catalog's prices and the exchange rate you started with.</source>
        <translation>清除您填写的所有价格，恢复使用目录价和最初的汇率。</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>确定</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Catalog: new</source>
        <translation>目录价：全新</translation>
    </message>
    <message>
        <source>Catalog: used</source>
        <translation>目录价：二手</translation>
    </message>
    <message>
        <source>My price: new</source>
        <translation>我的价格：全新</translation>
    </message>
    <message>
        <source>My price: used</source>
        <translation>我的价格：二手</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>币种</translation>
    </message>
    <message>
        <source>Date of my price</source>
        <translation>我的价格日期</translation>
    </message>
    <message>
        <source>Price from</source>
        <translation>价格来源</translation>
    </message>
    <message>
        <source>Cloud instance</source>
        <translation>云实例</translation>
    </message>
    <message>
        <source>Market</source>
        <translation>市场</translation>
    </message>
    <message>
        <source>Catalog: per hour</source>
        <translation>目录价：每小时</translation>
    </message>
    <message>
        <source>My price per hour</source>
        <translation>我的价格：每小时</translation>
    </message>
    <message>
        <source>Source: {0}</source>
        <translation>来源：{0}</translation>
    </message>
    <message>
        <source>Older than six months: ask for a current quote.</source>
        <translation>已超过六个月：请索取最新报价。</translation>
    </message>
    <message>
        <source>The catalog has no price for this.</source>
        <translation>目录中没有此项的价格。</translation>
    </message>
    <message>
        <source>Type your price, e.g. a supplier's quote. Leave it empty to use the catalog's price.</source>
        <translation>填入您的价格，例如供应商的报价。留空则使用目录价。</translation>
    </message>
    <message>
        <source>Currency of your prices in this row.</source>
        <translation>本行价格所用的币种。</translation>
    </message>
    <message>
        <source>Your new and used prices are in different currencies; choosing one here sets both.</source>
        <translation>您的全新价和二手价币种不同；在此选择币种会同时设置两者。</translation>
    </message>
    <message>
        <source>{0} for {1}</source>
        <translation>{1}，{0}</translation>
    </message>
    <message>
        <source>catalog</source>
        <translation>目录</translation>
    </message>
    <message>
        <source>typed by you</source>
        <translation>您输入的</translation>
    </message>
    <message>
        <source>quote {0}</source>
        <translation>报价单 {0}</translation>
    </message>
    <message>
        <source>China</source>
        <translation>中国</translation>
    </message>
    <message>
        <source>United States</source>
        <translation>美国</translation>
    </message>
    <message>
        <source>Europe</source>
        <translation>欧洲</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>其他</translation>
    </message>
    <message>
        <source>A price must be more than zero.</source>
        <translation>价格必须大于零。</translation>
    </message>
    <message>
        <source>Too small to be a price: at least {0}.</source>
        <translation>太小，不像是价格：至少 {0}。</translation>
    </message>
    <message>
        <source>Too large: a price must be less than {0}.</source>
        <translation>数值过大：价格必须小于 {0}。</translation>
    </message>
    <message>
        <source>{0} ({1}): {2}</source>
        <translation>{0}（{1}）：{2}</translation>
    </message>
    <message>
        <source>Other prices to fix: {0}.</source>
        <translation>另有 {0} 个价格需要修正。</translation>
    </message>
    <message>
        <source>Your price file has prices for {0}, which the catalog no longer lists; they are left out when you press OK.</source>
        <translation>您的价格文件中有 {0} 的价格，但目录中已没有这些项目；按“确定”后将不再保留。</translation>
    </message>
    <message>
        <source>&amp;GPUs ({0})</source>
        <translation>GPU（{0}）(&amp;G)</translation>
    </message>
    <message>
        <source>C&amp;loud instances ({0})</source>
        <translation>云实例（{0}）(&amp;L)</translation>
    </message>
    <message>
        <source>Clear all your prices and set the exchange rate back to {0}? The catalog's prices will be used again.</source>
        <translation>清除您填写的所有价格，并将汇率恢复为 {0}？之后将重新使用目录价。</translation>
    </message>
</context>
<context>
    <name>PurposePage</name>
    <message>
        <source>What is it for?</source>
        <translation>用来做什么？</translation>
    </message>
    <message>
        <source>Pick the job and the model. Bigger models answer better and need more hardware.</source>
        <translation>选择用途和模型。模型越大，回答越好，所需硬件也越多。</translation>
    </message>
    <message>
        <source>The job</source>
        <translation>用途</translation>
    </message>
    <message>
        <source>A chat assistant for staff (questions, drafting, translation)</source>
        <translation>员工聊天助手（问答、写作、翻译）</translation>
    </message>
    <message>
        <source>Questions about our own documents (knowledge base, RAG)</source>
        <translation>基于公司文档的问答（知识库、RAG）</translation>
    </message>
    <message>
        <source>Batch jobs: summarise or classify many documents overnight</source>
        <translation>批量任务：夜间汇总或分类大量文档</translation>
    </message>
    <message>
        <source>Fine-tune a model on our own data</source>
        <translation>用我们自己的数据微调模型</translation>
    </message>
    <message>
        <source>Continue training a large model on a GPU cluster</source>
        <translation>在 GPU 集群上继续训练大模型</translation>
    </message>
    <message>
        <source>Also fine-tune it on our own data now and then</source>
        <translation>偶尔也用我们自己的数据微调它</translation>
    </message>
    <message>
        <source>The model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>&amp;Model</source>
        <translation>模型(&amp;M)</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>A model not in the list, of this size:</source>
        <translation>列表中没有的模型，参数量为：</translation>
    </message>
    <message>
        <source>Model size in billions of parameters</source>
        <translation>模型参数量（十亿）</translation>
    </message>
    <message>
        <source>Suggested for this job</source>
        <translation>适合此用途的推荐模型</translation>
    </message>
    <message>
        <source>%1 billion parameters</source>
        <translation>%1B 参数</translation>
    </message>
    <message>
        <source>A model of your own, sized by its parameters (%1).</source>
        <translation>自定义模型，按参数量估算（%1）。</translation>
    </message>
    <message>
        <source>, %1 billion active per word</source>
        <translation>，每个 token 激活 %1B</translation>
    </message>
</context>
<context>
    <name>QuoteImportDialog</name>
    <message>
        <source>new</source>
        <translation>全新</translation>
    </message>
    <message>
        <source>used</source>
        <translation>二手</translation>
    </message>
    <message>
        <source>per hour, {0}</source>
        <translation>每小时，{0}</translation>
    </message>
    <message>
        <source>Do not import</source>
        <translation>不导入</translation>
    </message>
    <message>
        <source>Import row %1 as</source>
        <translation>将第 %1 行导入为</translation>
    </message>
    <message>
        <source>Import a supplier quote</source>
        <translation>导入供应商报价</translation>
    </message>
    <message>
        <source>&amp;Matched rows ({0}): these prices will be kept</source>
        <translation>已匹配的行（{0}）(&amp;M)：将保存这些价格</translation>
    </message>
    <message>
        <source>Row</source>
        <translation>行</translation>
    </message>
    <message>
        <source>In the quote</source>
        <translation>报价单中写的</translation>
    </message>
    <message>
        <source>Catalog name</source>
        <translation>目录中的名称</translation>
    </message>
    <message>
        <source>Condition</source>
        <translation>新旧</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>价格</translation>
    </message>
    <message>
        <source>Why not used</source>
        <translation>未采用的原因</translation>
    </message>
    <message>
        <source>Import as</source>
        <translation>导入为</translation>
    </message>
    <message>
        <source>Matched rows</source>
        <translation>已匹配的行</translation>
    </message>
    <message>
        <source>Rows not used</source>
        <translation>未采用的行</translation>
    </message>
    <message>
        <source>OK adds the matched prices to your prices (replacing your earlier price for the same GPU and condition); File &gt; My prices shows where each price comes from.</source>
        <translation>确定后，已匹配的价格会加入您的价格（替换同一 GPU、同一新旧的旧价格）；在“文件 &gt; 我的价格”中可以看到每个价格的来源。</translation>
    </message>
    <message>
        <source>No row matched the catalog: there is nothing to import.</source>
        <translation>没有一行能对应到目录中的产品，没有可导入的价格。</translation>
    </message>
    <message>
        <source>Import {0} prices</source>
        <translation>导入 {0} 个价格</translation>
    </message>
    <message>
        <source>&amp;Rows not used ({0}): where a name is close to the catalog's, choose it under “Import as”</source>
        <translation>未使用的行（{0}）(&amp;R)：名称与目录接近的，可在“导入为”中选择</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
</context>
<context>
    <name>ResultsPage</name>
    <message>
        <source>Results</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>What to buy or rent, ranked, with the reasons. Change the numbers above to ask "what if".</source>
        <translation>买什么或租什么，按优先级排列并附理由。修改上方数字可以做“假如”分析。</translation>
    </message>
    <message>
        <source>&amp;Users</source>
        <translation>人数(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Quality</source>
        <translation>质量(&amp;Q)</translation>
    </message>
    <message>
        <source>What if: users at once</source>
        <translation>假如：同时使用人数</translation>
    </message>
    <message>
        <source>What if: one-off budget</source>
        <translation>假如：一次性预算</translation>
    </message>
    <message>
        <source>What if: lowest acceptable quality</source>
        <translation>假如：可接受的最低质量</translation>
    </message>
    <message>
        <source>16-bit</source>
        <translation>16 比特</translation>
    </message>
    <message>
        <source>FP8</source>
        <translation>FP8</translation>
    </message>
    <message>
        <source>8-bit</source>
        <translation>8 比特</translation>
    </message>
    <message>
        <source>4-bit</source>
        <translation>4 比特</translation>
    </message>
    <message>
        <source>3-bit</source>
        <translation>3 比特</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>方案</translation>
    </message>
    <message>
        <source>Bill of materials</source>
        <translation>物料清单</translation>
    </message>
    <message>
        <source>Checklist</source>
        <translation>检查清单</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>图表</translation>
    </message>
    <message>
        <source>Why not …?</source>
        <translation>为什么不选 ……？</translation>
    </message>
    <message>
        <source>Compare pinned</source>
        <translation>对比已选</translation>
    </message>
    <message>
        <source>Export table…</source>
        <translation>导出表格…</translation>
    </message>
    <message>
        <source>Working out the options…</source>
        <translation>正在计算各个方案…</translation>
    </message>
    <message>
        <source>Back to my &amp;answers</source>
        <translation>恢复我的回答(&amp;A)</translation>
    </message>
    <message>
        <source>Try a model that answers sooner</source>
        <translation>试试回答更快的模型</translation>
    </message>
    <message>
        <source>Try a newer model</source>
        <translation>试试更新的模型</translation>
    </message>
    <message>
        <source>Save the options table as an Excel workbook or a CSV file</source>
        <translation>将方案表保存为 Excel 工作簿或 CSV 文件</translation>
    </message>
    <message>
        <source>Why not this card?</source>
        <translation>为什么不选这张卡？</translation>
    </message>
    <message>
        <source>Pinned options side by side</source>
        <translation>已选方案并排对比</translation>
    </message>
    <message>
        <source>Pick</source>
        <translation>评级</translation>
    </message>
    <message>
        <source>Hardware</source>
        <translation>硬件</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>格式</translation>
    </message>
    <message>
        <source>Speed per person</source>
        <translation>每人速度</translation>
    </message>
    <message>
        <source>Up front</source>
        <translation>首期投入</translation>
    </message>
    <message>
        <source>Per month</source>
        <translation>每月</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>总计</translation>
    </message>
    <message>
        <source>Pays off vs renting</source>
        <translation>相比租用的回本时间</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>对比</translation>
    </message>
    <message>
        <source>Ranked options</source>
        <translation>排序后的方案</translation>
    </message>
    <message>
        <source>&amp;Show</source>
        <translation>显示(&amp;S)</translation>
    </message>
    <message>
        <source>The picks</source>
        <translation>推荐的几项</translation>
    </message>
    <message>
        <source>Every option that does the job</source>
        <translation>所有能满足需求的方案</translation>
    </message>
    <message>
        <source>Every configuration sized</source>
        <translation>所有已测算的配置</translation>
    </message>
    <message>
        <source>Which options the table shows</source>
        <translation>表格显示哪些方案</translation>
    </message>
    <message>
        <source>Why this option</source>
        <translation>选择理由</translation>
    </message>
    <message>
        <source>Compatibility checklist</source>
        <translation>兼容性检查清单</translation>
    </message>
    <message>
        <source>Bu&amp;dget a month</source>
        <translation>每月预算(&amp;D)</translation>
    </message>
    <message>
        <source>What if: monthly budget</source>
        <translation>假如：每月预算</translation>
    </message>
    <message>
        <source>users %1 (your answer %2)</source>
        <translation>人数 %1（您的回答 %2）</translation>
    </message>
    <message>
        <source>budget %1 (your answer %2)</source>
        <translation>预算 %1（您的回答 %2）</translation>
    </message>
    <message>
        <source>budget a month %1 (your answer %2)</source>
        <translation>每月预算 %1（您的回答 %2）</translation>
    </message>
    <message>
        <source>quality %1 (your answer %2)</source>
        <translation>质量 %1（您的回答 %2）</translation>
    </message>
    <message>
        <source>model %1 (your answer %2)</source>
        <translation>模型 %1（您的回答 %2）</translation>
    </message>
    <message>
        <source>What-if: %1. Saving and the PDF use these values.</source>
        <translation>假如分析：%1。保存和 PDF 将使用这些值。</translation>
    </message>
    <message>
        <source>No option is listed with this choice. Choose “Every configuration sized” under Show to see every configuration that was sized, or follow the suggestions above.</source>
        <translation>按当前选择没有可列出的方案。请在“显示”中选择“所有已测算的配置”查看全部配置，或按上方的建议调整。</translation>
    </message>
    <message>
        <source>More that would work:</source>
        <translation>其他可行的做法：</translation>
    </message>
    <message>
        <source>There is no first choice to list.</source>
        <translation>没有可列出的首选方案。</translation>
    </message>
    <message>
        <source>Try %1: a complete answer in about %2 s</source>
        <translation>试试 %1：约 %2 秒即可答完</translation>
    </message>
    <message>
        <source>Try the newer %1</source>
        <translation>试试更新的 %1</translation>
    </message>
    <message>
        <source>Memory needed / usable (GB)</source>
        <translation>所需 / 可用内存（GB）</translation>
    </message>
    <message>
        <source>Options table written</source>
        <translation>方案表格已导出</translation>
    </message>
    <message>
        <source>The options table was written to %1.</source>
        <translation>方案表格已导出到 %1。</translation>
    </message>
    <message>
        <source>&amp;Open the file</source>
        <translation>打开文件(&amp;O)</translation>
    </message>
    <message>
        <source>%1 machines of %2 GPUs, joined by %3</source>
        <translation>%1 台机器，每台 %2 张卡，经 %3 互联</translation>
    </message>
    <message>
        <source>month %1</source>
        <translation>第 %1 个月</translation>
    </message>
    <message>
        <source>Bu&amp;dget</source>
        <translation>预算(&amp;D)</translation>
    </message>
    <message>
        <source>never</source>
        <translation>不会回本</translation>
    </message>
    <message>
        <source>%1-year total (%2)</source>
        <translation>%1 年总计（%2）</translation>
    </message>
    <message>
        <source>Why not %1?</source>
        <translation>为什么不选 %1？</translation>
    </message>
    <message>
        <source>Runtime</source>
        <translation>推理框架</translation>
    </message>
    <message>
        <source>Up front (%1)</source>
        <translation>首期投入（%1）</translation>
    </message>
    <message>
        <source>Per month (%1)</source>
        <translation>每月（%1）</translation>
    </message>
    <message>
        <source>Power (W)</source>
        <translation>功率（W）</translation>
    </message>
    <message>
        <source>Tick “Compare” on the options to see them here.</source>
        <translation>在方案上勾选“对比”，即可在此并排查看。</translation>
    </message>
    <message>
        <source>Export the options table</source>
        <translation>导出方案表</translation>
    </message>
    <message>
        <source>Excel workbook (*.xlsx);;CSV (*.csv)</source>
        <translation>Excel 工作簿 (*.xlsx);;CSV (*.csv)</translation>
    </message>
</context>
<context>
    <name>WelcomePage</name>
    <message>
        <source>one-off budget %1 → %2</source>
        <translation>一次性预算 %1 → %2</translation>
    </message>
    <message>
        <source>monthly budget %1 → %2</source>
        <translation>每月预算 %1 → %2</translation>
    </message>
    <message>
        <source>electricity %1 → %2 per kWh</source>
        <translation>电价每度 %1 → %2</translation>
    </message>
    <message>
        <source>Your amounts were converted at %1 yuan per dollar: %2. Check them on the Budget page.</source>
        <translation>已按 1 美元 = %1 元换算您填写的金额：%2。请在“预算”页核对。</translation>
    </message>
    <message>
        <source>, </source>
        <translation>，</translation>
    </message>
    <message>
        <source>Welcome</source>
        <translation>欢迎</translation>
    </message>
    <message>
        <source>Find out which GPUs to buy or rent for your own AI model.</source>
        <translation>为您自己的 AI 模型找出应该购买或租用哪些 GPU。</translation>
    </message>
    <message>
        <source>This assistant asks a few plain questions: which model, how many people use it, your budget and where it will run. It then recommends what to buy or rent, what it costs over the years, and what to check before you order. Everything stays on this computer.</source>
        <translation>本助手会问几个简单的问题：用哪个模型、多少人使用、预算多少、部署在哪里。然后推荐应该购买或租用什么、多年下来花费多少，以及下单前要核查什么。所有数据都只保存在本机。</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Currency</source>
        <translation>货币(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Region</source>
        <translation>地区(&amp;R)</translation>
    </message>
    <message>
        <source>Mainland China</source>
        <translation>中国大陆</translation>
    </message>
    <message>
        <source>United States</source>
        <translation>美国</translation>
    </message>
    <message>
        <source>Europe</source>
        <translation>欧洲</translation>
    </message>
    <message>
        <source>Elsewhere</source>
        <translation>其他地区</translation>
    </message>
    <message>
        <source>Ne&amp;w scenario</source>
        <translation>新建方案(&amp;W)</translation>
    </message>
    <message>
        <source>&amp;Open saved scenario…</source>
        <translation>打开已保存的方案(&amp;O)…</translation>
    </message>
    <message>
        <source>Recent scenarios</source>
        <translation>最近的方案</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>货币</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>地区</translation>
    </message>
</context>
<context>
    <name>WindowAutosave</name>
    <message>
        <source>Your work could not be restored</source>
        <translation>无法恢复您的工作</translation>
    </message>
    <message>
        <source>The automatic copy of your last scenario was damaged and has been set aside as %1.</source>
        <translation>上次方案的自动备份已损坏，已另存为 %1。</translation>
    </message>
    <message>
        <source>Restore your work?</source>
        <translation>恢复您的工作？</translation>
    </message>
    <message>
        <source>GPU Advisor did not close properly. Restore the scenario you were working on, last changed %1?</source>
        <translation>GPU 选型顾问没有正常关闭。是否恢复您正在编辑的方案（最后修改于 %1）？</translation>
    </message>
</context>
<context>
    <name>WindowCatalog</name>
    <message>
        <source>Catalog update not used</source>
        <translation>未使用硬件目录更新</translation>
    </message>
    <message>
        <source>Update the catalog</source>
        <translation>更新硬件目录</translation>
    </message>
    <message>
        <source>Catalog updates (%1)</source>
        <translation>硬件目录更新 (%1)</translation>
    </message>
    <message>
        <source>Cannot update the catalog</source>
        <translation>无法更新硬件目录</translation>
    </message>
    <message>
        <source>Stop using %1 and return to %2?</source>
        <translation>停止使用%1，恢复到%2？</translation>
    </message>
    <message>
        <source>the bundled catalog</source>
        <translation>随软件附带的目录</translation>
    </message>
    <message>
        <source>Return to the previous catalog update</source>
        <translation>恢复到上一个目录更新</translation>
    </message>
    <message>
        <source>Return to the bundled catalog</source>
        <translation>恢复随软件附带的目录</translation>
    </message>
    <message>
        <source>&amp;Update catalog…</source>
        <translation>更新硬件目录(&amp;U)…</translation>
    </message>
</context>
<context>
    <name>WindowFiles</name>
    <message>
        <source>Open scenario</source>
        <translation>打开方案</translation>
    </message>
    <message>
        <source>Cannot open the scenario</source>
        <translation>无法打开方案</translation>
    </message>
    <message>
        <source>Save scenario</source>
        <translation>保存方案</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>无法保存</translation>
    </message>
    <message>
        <source>The scenario could not be saved to %1: %2. Nothing was lost; choose another place.</source>
        <translation>方案无法保存到 %1：%2。没有丢失任何内容，请换一个位置保存。</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>有未保存的更改</translation>
    </message>
    <message>
        <source>Save the current scenario first?</source>
        <translation>是否先保存当前方案？</translation>
    </message>
</context>
<context>
    <name>WindowMenus</name>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;New scenario</source>
        <translation>新建方案(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>打开(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>另存为(&amp;A)…</translation>
    </message>
    <message>
        <source>My &amp;prices and exchange rate…</source>
        <translation>我的价格与汇率(&amp;P)…</translation>
    </message>
    <message>
        <source>&amp;Import a supplier quote…</source>
        <translation>导入供应商报价(&amp;I)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Glossary</source>
        <translation>术语表(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;About GPU Advisor</source>
        <translation>关于 GPU 选型顾问(&amp;A)</translation>
    </message>
    <message>
        <source>Glossary</source>
        <translation>术语表</translation>
    </message>
    <message>
        <source>About GPU Advisor</source>
        <translation>关于 GPU 选型顾问</translation>
    </message>
    <message>
        <source>GPU Advisor %1
Catalog as of %2
Works offline; sends nothing anywhere.</source>
        <translation>GPU 选型顾问 %1
目录日期 %2
完全离线运行，不发送任何数据。</translation>
    </message>
</context>
<context>
    <name>WindowPrices</name>
    <message>
        <source>Your prices could not be read</source>
        <translation>无法读取您的价格</translation>
    </message>
    <message>
        <source>Your price file %1 cannot be used; the catalog prices are used instead.</source>
        <translation>您的价格文件 %1 无法使用，现改用目录中的价格。</translation>
    </message>
    <message>
        <source>Your price file was damaged and has been set aside as %1. The catalog prices are used instead.</source>
        <translation>您的价格文件已损坏，已另存为 %1。现改用目录中的价格。</translation>
    </message>
    <message>
        <source>Import a supplier quote</source>
        <translation>导入供应商报价</translation>
    </message>
    <message>
        <source>Quotes (%1)</source>
        <translation>报价单 (%1)</translation>
    </message>
    <message>
        <source>Reading the quote…</source>
        <translation>正在读取报价单…</translation>
    </message>
    <message>
        <source>Cannot import the quote</source>
        <translation>无法导入报价单</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>无法保存</translation>
    </message>
    <message>
        <source>Your prices were not saved</source>
        <translation>您的价格没有保存</translation>
    </message>
    <message>
        <source>Another window or program changed your price file, and it cannot be merged:</source>
        <translation>另一个窗口或程序修改了您的价格文件，无法合并：</translation>
    </message>
</context>
<context>
    <name>core</name>
    <message id="check.cuda.pass">
        <source>CUDA {have} supports {arch} cards (needs {need} or newer).</source>
        <translation>CUDA {have} 支持 {arch} 架构显卡（需要 {need} 或更新）。</translation>
    </message>
    <message id="check.cuda.fail">
        <source>CUDA {have} is too old for {arch} cards: they need CUDA {need} or newer.</source>
        <translation>CUDA {have} 版本过旧，{arch} 架构显卡需要 CUDA {need} 或更新。</translation>
    </message>
    <message id="check.install.new">
        <source>To install on the new machine: CUDA {cuda} or newer ({arch}) with NVIDIA driver {driver} or newer.</source>
        <translation>新机器需安装：CUDA {cuda} 或更新（{arch} 架构），NVIDIA 驱动 {driver} 或更新。</translation>
    </message>
    <message id="check.install.new.pytorch">
        <source>To install on the new machine: CUDA {cuda} or newer ({arch}) with NVIDIA driver {driver} or newer, and PyTorch {pytorch} or newer.</source>
        <translation>新机器需安装：CUDA {cuda} 或更新（{arch} 架构），NVIDIA 驱动 {driver} 或更新，以及 PyTorch {pytorch} 或更新。</translation>
    </message>
    <message id="check.install.cloud">
        <source>Choose an image with CUDA {cuda} or newer ({arch}) and NVIDIA driver {driver} or newer.</source>
        <translation>选择带 CUDA {cuda} 或更新（{arch} 架构）、NVIDIA 驱动 {driver} 或更新的镜像。</translation>
    </message>
    <message id="check.install.cloud.pytorch">
        <source>Choose an image with CUDA {cuda} or newer ({arch}), NVIDIA driver {driver} or newer and PyTorch {pytorch} or newer.</source>
        <translation>选择带 CUDA {cuda} 或更新（{arch} 架构）、NVIDIA 驱动 {driver} 或更新以及 PyTorch {pytorch} 或更新的镜像。</translation>
    </message>
    <message id="check.cuda.unknown">
        <source>CUDA version not given; {arch} cards need CUDA {need} or newer.</source>
        <translation>未提供 CUDA 版本；{arch} 架构显卡需要 CUDA {need} 或更新。</translation>
    </message>
    <message id="fix.cuda">
        <source>Install CUDA {need} or newer (with a matching NVIDIA driver).</source>
        <translation>安装 CUDA {need} 或更新版本（并配套相应的 NVIDIA 驱动）。</translation>
    </message>
    <message id="check.not_cuda">
        <source>{gpu} does not use CUDA: software must support {ecosystem}.</source>
        <translation>{gpu} 不使用 CUDA，软件需支持 {ecosystem}。</translation>
    </message>
    <message id="fix.not_cuda">
        <source>Confirm your inference software supports {ecosystem} before buying.</source>
        <translation>采购前确认推理软件支持 {ecosystem}。</translation>
    </message>
    <message id="fix.not_cuda.rocm">
        <source>Confirm your inference software has a ROCm build before buying (vLLM's ROCm build, llama.cpp, Ollama).</source>
        <translation>采购前确认推理软件有 ROCm 版本（vLLM 的 ROCm 版、llama.cpp、Ollama）。</translation>
    </message>
    <message id="fix.not_cuda.cann">
        <source>Confirm your inference software supports Huawei CANN before buying (vLLM-Ascend, MindIE).</source>
        <translation>采购前确认推理软件支持华为 CANN（vLLM-Ascend、MindIE）。</translation>
    </message>
    <message id="fix.not_cuda.metal">
        <source>On a Mac, run the model with MLX, llama.cpp or Ollama (Apple Metal); CUDA-only software such as vLLM does not run there.</source>
        <translation>在 Mac 上使用 MLX、llama.cpp 或 Ollama（Apple Metal）运行模型；vLLM 等仅支持 CUDA 的软件无法在 Mac 上运行。</translation>
    </message>
    <message id="check.fp8.pass">
        <source>{gpu} runs FP8 natively.</source>
        <translation>{gpu} 原生支持 FP8。</translation>
    </message>
    <message id="check.fp8.fail">
        <source>{gpu} has no FP8 tensor cores (only Ada, Hopper and Blackwell do): FP8 runs slower, weight-only.</source>
        <translation>{gpu} 没有 FP8 张量核心（仅 Ada、Hopper、Blackwell 架构有）：FP8 只能以仅权重方式较慢运行。</translation>
    </message>
    <message id="fix.fp8">
        <source>Use BF16/FP16 or a 4-bit format (AWQ, GPTQ, GGUF) instead, or choose an Ada/Hopper/Blackwell card.</source>
        <translation>改用 BF16/FP16 或 4 比特格式（AWQ、GPTQ、GGUF），或选择 Ada/Hopper/Blackwell 架构显卡。</translation>
    </message>
    <message id="check.bf16.pass">
        <source>{gpu} supports BF16 and FlashAttention-2.</source>
        <translation>{gpu} 支持 BF16 和 FlashAttention-2。</translation>
    </message>
    <message id="check.bf16.warn">
        <source>{gpu} predates Ampere: no BF16 and no FlashAttention-2, so long prompts are slower and need more memory.</source>
        <translation>{gpu} 早于 Ampere 架构：不支持 BF16 与 FlashAttention-2，长文本更慢且更占显存。</translation>
    </message>
    <message id="check.bf16.blackwell">
        <source>{gpu} supports BF16. FlashAttention-2 is built for Ampere, Ada and Hopper only; on Blackwell, vLLM, SGLang and TensorRT-LLM use their own attention kernels (FlashInfer, cuDNN), so nothing is lost.</source>
        <translation>{gpu} 支持 BF16。FlashAttention-2 仅面向 Ampere、Ada 和 Hopper 架构；在 Blackwell 上，vLLM、SGLang 与 TensorRT-LLM 使用自带的注意力内核（FlashInfer、cuDNN），性能不受影响。</translation>
    </message>
    <message id="check.bf16.rocm">
        <source>{gpu} supports BF16, but FlashAttention-2's ROCm build targets AMD Instinct data-centre GPUs (MI200, MI300), not Radeon or Ryzen AI graphics: long prompts use slower attention kernels and more memory.</source>
        <translation>{gpu} 支持 BF16，但 FlashAttention-2 的 ROCm 版本面向 AMD Instinct 数据中心 GPU（MI200、MI300），不支持 Radeon 或 Ryzen AI 显卡：长文本使用较慢的注意力内核并更占显存。</translation>
    </message>
    <message id="check.bf16.jetson">
        <source>{gpu} supports BF16, but FlashAttention-2 publishes no build for Jetson (Arm, JetPack): use the runtimes of NVIDIA's Jetson containers, whose attention kernels are their own.</source>
        <translation>{gpu} 支持 BF16，但 FlashAttention-2 未发布 Jetson（Arm、JetPack）版本：请使用 NVIDIA Jetson 容器中的推理软件，其注意力内核为自带实现。</translation>
    </message>
    <message id="check.bf16.other">
        <source>{gpu} supports BF16 but not FlashAttention-2: long prompts are slower and need more memory.</source>
        <translation>{gpu} 支持 BF16 但不支持 FlashAttention-2：长文本更慢且更占显存。</translation>
    </message>
    <message id="fix.bf16">
        <source>Run in FP16, or choose an Ampere or newer card (A10, L4, RTX 30/40 series and later).</source>
        <translation>使用 FP16 运行，或选择 Ampere 及更新架构的显卡（A10、L4、RTX 30/40 系列及以后）。</translation>
    </message>
    <message id="fix.bf16.blackwell">
        <source>Use a runtime release that supports Blackwell (CUDA 12.8 or newer).</source>
        <translation>使用支持 Blackwell 的推理软件版本（CUDA 12.8 或更新）。</translation>
    </message>
    <message id="fix.bf16.rocm">
        <source>Use llama.cpp or vLLM's ROCm build (its Triton attention); for FlashAttention-2 choose an Instinct MI200/MI300.</source>
        <translation>使用 llama.cpp 或 vLLM 的 ROCm 版本（其 Triton 注意力内核）；如需 FlashAttention-2，请选择 Instinct MI200/MI300。</translation>
    </message>
    <message id="fix.bf16.jetson">
        <source>Use NVIDIA's JetPack containers (TensorRT-LLM, llama.cpp, Ollama) rather than building FlashAttention-2.</source>
        <translation>使用 NVIDIA JetPack 容器（TensorRT-LLM、llama.cpp、Ollama），无需自行编译 FlashAttention-2。</translation>
    </message>
    <message id="fix.bf16.other">
        <source>Keep prompts short or choose a card that FlashAttention-2 supports (Ampere, Ada, Hopper).</source>
        <translation>控制提示长度，或选择 FlashAttention-2 支持的显卡（Ampere、Ada、Hopper）。</translation>
    </message>
    <message id="check.pytorch.pass">
        <source>PyTorch {have} supports {arch} (needs {need} or newer).</source>
        <translation>PyTorch {have} 支持 {arch} 架构（需要 {need} 或更新）。</translation>
    </message>
    <message id="check.pytorch.fail">
        <source>PyTorch {have} is too old for {arch}: it needs {need} or newer.</source>
        <translation>PyTorch {have} 版本过旧，{arch} 架构需要 {need} 或更新。</translation>
    </message>
    <message id="check.pytorch.unknown">
        <source>PyTorch version not given; {arch} needs {need} or newer.</source>
        <translation>未提供 PyTorch 版本；{arch} 架构需要 {need} 或更新。</translation>
    </message>
    <message id="fix.pytorch">
        <source>Upgrade PyTorch to {need} or newer (pip install 'torch&gt;={need}').</source>
        <translation>将 PyTorch 升级到 {need} 或更新（pip install 'torch&gt;={need}'）。</translation>
    </message>
    <message id="check.driver.pass">
        <source>Driver {have} supports CUDA up to {cuda}.</source>
        <translation>驱动 {have} 最高支持 CUDA {cuda}。</translation>
    </message>
    <message id="check.driver.fail">
        <source>Driver {have} is too old for CUDA {need}: it needs driver {driver_need} or newer.</source>
        <translation>驱动 {have} 过旧，CUDA {need} 需要 {driver_need} 或更新的驱动。</translation>
    </message>
    <message id="fix.driver">
        <source>Update the NVIDIA driver to {driver_need} or newer.</source>
        <translation>将 NVIDIA 驱动更新到 {driver_need} 或更新版本。</translation>
    </message>
    <message id="check.power.pass">
        <source>The {psu} W power supply covers {need} W ({gpus} W for the cards, {host} W for the rest, 20% margin).</source>
        <translation>{psu} W 电源足够：需要 {need} W（显卡 {gpus} W，其余部件 {host} W，含 20% 余量）。</translation>
    </message>
    <message id="check.power.fail">
        <source>The {psu} W power supply is too small: {need} W needed ({gpus} W for the cards, {host} W for the rest, 20% margin).</source>
        <translation>{psu} W 电源不足：需要 {need} W（显卡 {gpus} W，其余部件 {host} W，含 20% 余量）。</translation>
    </message>
    <message id="check.power.vendor_pass">
        <source>The {psu} W power supply meets the {need} W minimum system power the maker specifies for {gpu}.</source>
        <translation>{psu} W 电源满足厂商为 {gpu} 规定的 {need} W 最低系统功率。</translation>
    </message>
    <message id="check.power.vendor_fail">
        <source>The {psu} W power supply is below the {need} W minimum system power the maker specifies for {gpu}.</source>
        <translation>{psu} W 电源低于厂商为 {gpu} 规定的 {need} W 最低系统功率。</translation>
    </message>
    <message id="check.power.class_pass">
        <source>The {psu} W power supply meets the {need} W minimum system power the maker specifies for a card of this class and board power as {gpu}.</source>
        <translation>{psu} W 电源满足厂商为与 {gpu} 同级别、同板卡功耗的显卡规定的 {need} W 最低系统功率。</translation>
    </message>
    <message id="check.power.class_fail">
        <source>The {psu} W power supply is below the {need} W minimum system power the maker specifies for a card of this class and board power as {gpu}.</source>
        <translation>{psu} W 电源低于厂商为与 {gpu} 同级别、同板卡功耗的显卡规定的 {need} W 最低系统功率。</translation>
    </message>
    <message id="check.power.limited">
        <source>The {psu} W power supply carries the {gpu} only with each card held to {cap} W of its {tdp} W board power (nvidia-smi -pl {cap}); at full power the machine needs {need} W.</source>
        <translation>{psu} W 电源只有在每张 {gpu} 限制到 {cap} W（额定板卡功耗 {tdp} W，命令 nvidia-smi -pl {cap}）时才够用；满功率运行需要 {need} W。</translation>
    </message>
    <message id="reason.power_limited">
        <source>Each {gpu} is held to {cap} W of its {tdp} W (nvidia-smi -pl {cap}) so the power supply carries it: answers come at about {answer}% of its full-power speed, prompts are read at about {prompt}% (a published sweep of RTX 3090 cards from 350 W to 200 W, February 2026).</source>
        <translation>每张 {gpu} 限制在 {cap} W（额定 {tdp} W，nvidia-smi -pl {cap}），电源才够用：回答速度约为满功率时的 {answer}%，读取提示词的速度约为 {prompt}%（依据 2026 年 2 月公开的 RTX 3090 从 350 W 到 200 W 的功率限制实测）。</translation>
    </message>
    <message id="check.os.pass">
        <source>{runtime} runs on {os}.</source>
        <translation>{runtime} 可在 {os} 上运行。</translation>
    </message>
    <message id="check.os.linux_only">
        <source>{software} runs on Linux only, and your machines run {os}.</source>
        <translation>{software} 仅支持 Linux，而您的机器运行 {os}。</translation>
    </message>
    <message id="check.os.wsl">
        <source>{software} runs on Linux; on {os} it runs only inside WSL2 (Windows Subsystem for Linux), which passes the NVIDIA card through.</source>
        <translation>{software} 运行于 Linux；在 {os} 上只能通过 WSL2（适用于 Linux 的 Windows 子系统）运行，NVIDIA 显卡可直通。</translation>
    </message>
    <message id="fix.os">
        <source>Install Linux on the machine (Ubuntu or another distribution the software supports), or choose llama.cpp or Ollama, which run on Windows and macOS.</source>
        <translation>在该机器上安装 Linux（Ubuntu 或软件支持的其他发行版），或改用可在 Windows 和 macOS 上运行的 llama.cpp 或 Ollama。</translation>
    </message>
    <message id="fix.os.wsl">
        <source>Set up WSL2 with the NVIDIA driver for WSL, or install Linux; llama.cpp and Ollama also run on Windows directly.</source>
        <translation>配置 WSL2 及适用于 WSL 的 NVIDIA 驱动，或安装 Linux；llama.cpp 与 Ollama 也可直接在 Windows 上运行。</translation>
    </message>
    <message id="osname.windows">
        <source>Windows</source>
        <translation>Windows 系统</translation>
    </message>
    <message id="osname.macos">
        <source>macOS</source>
        <translation>macOS 系统</translation>
    </message>
    <message id="osname.linux">
        <source>Linux</source>
        <translation>Linux 系统</translation>
    </message>
    <message id="fix.power">
        <source>Fit a power supply of at least {need} W, or choose cards with lower board power.</source>
        <translation>更换至少 {need} W 的电源，或选择功耗更低的显卡。</translation>
    </message>
    <message id="fix.power.limited">
        <source>Set the limit at every start (nvidia-smi -pl {cap} in a start-up service), or fit a power supply of at least {need} W to run the cards at full power.</source>
        <translation>每次开机都设置功率上限（把 nvidia-smi -pl {cap} 写入开机服务），或更换至少 {need} W 的电源以满功率运行。</translation>
    </message>
    <message id="check.growth.pass">
        <source>Room to grow: the server has 8 GPU positions and 10 kW of power, enough for a full set of eight data-centre GPUs (a model is split over 2, 4 or 8 GPUs; eight with their host draw about 10 kW, e.g. NVIDIA DGX H100 at 10.2 kW).</source>
        <translation>预留扩展空间：服务器有 8 个 GPU 位置与 10 kW 电源，足以装满 8 块数据中心 GPU（模型按 2、4 或 8 块 GPU 切分；8 块 GPU 连同主机约耗电 10 kW，如 NVIDIA DGX H100 为 10.2 kW）。</translation>
    </message>
    <message id="check.growth.warn">
        <source>To add cards later, a server needs 8 GPU positions and about 10 kW of power: a model is split over 2, 4 or 8 GPUs, and eight data-centre GPUs with their host draw about 10 kW (NVIDIA DGX H100: 10.2 kW). This machine has {slots} positions and {psu} W. Fine if you will not add cards.</source>
        <translation>日后加卡需要服务器有 8 个 GPU 位置和约 10 kW 电源：模型按 2、4 或 8 块 GPU 切分，8 块数据中心 GPU 连同主机约耗电 10 kW（NVIDIA DGX H100 为 10.2 kW）。本机只有 {slots} 个位置、{psu} W。若不打算加卡则无妨。</translation>
    </message>
    <message id="fix.growth">
        <source>If you expect to add GPUs, buy a chassis with 8 double-width slots and plan a 10 kW power feed.</source>
        <translation>如预计日后加卡，请选购带 8 个双宽插槽的机箱，并规划 10 kW 供电。</translation>
    </message>
    <message id="check.slots.pass">
        <source>{count} x {gpu} take {need} slot positions; {have} are free.</source>
        <translation>{count} 张 {gpu} 占用 {need} 个插槽位置；现有 {have} 个空闲。</translation>
    </message>
    <message id="check.slots.fail">
        <source>{count} x {gpu} take {need} slot positions ({width} each), but only {have} are free.</source>
        <translation>{count} 张 {gpu} 需要 {need} 个插槽位置（每张 {width} 个），但只有 {have} 个空闲。</translation>
    </message>
    <message id="fix.slots">
        <source>Use fewer or thinner cards, or a chassis with more slots.</source>
        <translation>减少显卡数量或换用更薄的显卡，或更换插槽更多的机箱。</translation>
    </message>
    <message id="check.fit.pass">
        <source>{gpu} fits the {platform}: its width, cooling, length and height are within what the chassis takes.</source>
        <translation>{gpu} 可装入{platform}：卡宽、散热方式、长度和高度均在机箱支持范围内。</translation>
    </message>
    <message id="check.fit.fail">
        <source>{gpu} does not fit the {platform}: {problems}.</source>
        <translation>{gpu} 装不进{platform}：{problems}。</translation>
    </message>
    <message id="check.fit.warn">
        <source>Not known whether {gpu} fits the {platform}: the catalog lacks the card's {unknown}.</source>
        <translation>无法确认 {gpu} 能否装入{platform}：目录中缺少该卡的{unknown}。</translation>
    </message>
    <message id="fix.fit">
        <source>Choose a card of the cooling and size this chassis takes (a passive or blower card for a rack server), or a chassis built for this card.</source>
        <translation>选择该机箱支持的散热方式和尺寸的显卡（机架服务器用被动散热或涡轮散热卡），或换用为此卡设计的机箱。</translation>
    </message>
    <message id="fix.fit.unknown">
        <source>Ask the supplier for the card's cooling, length and height, and whether the server maker has qualified it for this chassis.</source>
        <translation>向供应商确认该卡的散热方式、长度和高度，以及服务器厂商是否已认证此卡适用于该机箱。</translation>
    </message>
    <message id="fit.unknown.cooling">
        <source>cooling (blower, open-air or passive)</source>
        <translation>散热方式（涡轮、开放式风扇或被动散热）</translation>
    </message>
    <message id="fit.unknown.length">
        <source>length</source>
        <translation>长度</translation>
    </message>
    <message id="fit.unknown.height">
        <source>height</source>
        <translation>高度</translation>
    </message>
    <message id="fit.misfit.width">
        <source>it is a {width}-slot card, but each GPU position takes at most {max_width} slots</source>
        <translation>该卡占 {width} 个插槽宽度，但每个 GPU 位置最多容纳 {max_width} 个插槽宽的卡</translation>
    </message>
    <message id="fit.misfit.cooling">
        <source>it is a {cooling} card, but this chassis' airflow takes only {coolings} cards</source>
        <translation>该卡为{cooling}，而此机箱的风道只适合{coolings}的卡</translation>
    </message>
    <message id="fit.misfit.length">
        <source>it is {length} mm long, but the chassis takes cards up to {max_length} mm</source>
        <translation>卡长 {length} mm，但机箱最多容纳 {max_length} mm 长的卡</translation>
    </message>
    <message id="fit.misfit.height">
        <source>it is {height}, but the chassis takes cards up to {max_height}</source>
        <translation>该卡为{height}，但机箱最高只容纳{max_height}的卡</translation>
    </message>
    <message id="fit.cooling.blower">
        <source>blower</source>
        <translation>涡轮散热</translation>
    </message>
    <message id="fit.cooling.open_air">
        <source>open-air</source>
        <translation>开放式风扇散热</translation>
    </message>
    <message id="fit.cooling.passive">
        <source>passive</source>
        <translation>被动散热</translation>
    </message>
    <message id="fit.height.low_profile">
        <source>low-profile</source>
        <translation>半高</translation>
    </message>
    <message id="fit.height.full_height">
        <source>full-height</source>
        <translation>全高</translation>
    </message>
    <message id="fit.height.taller">
        <source>taller than full height</source>
        <translation>高于全高标准</translation>
    </message>
    <message id="check.lanes.pass">
        <source>{gpu} uses PCIe Gen{gen} x{lanes}.</source>
        <translation>{gpu} 使用 PCIe Gen{gen} x{lanes}。</translation>
    </message>
    <message id="check.lanes.warn">
        <source>{gpu} has only x{lanes} PCIe lanes: loading models and multi-card splits are slower.</source>
        <translation>{gpu} 仅有 x{lanes} PCIe 通道：加载模型和多卡拆分会更慢。</translation>
    </message>
    <message id="fix.lanes">
        <source>Acceptable for one card; for several cards prefer x16 cards.</source>
        <translation>单卡使用可接受；多卡时建议选择 x16 显卡。</translation>
    </message>
    <message id="check.nvlink.pass">
        <source>{gpu} connects over NVLink ({bandwidth} GB/s): fine for splitting training across cards.</source>
        <translation>{gpu} 通过 NVLink 互联（{bandwidth} GB/s），适合多卡训练。</translation>
    </message>
    <message id="check.nvlink.warn">
        <source>{gpu} has no NVLink: training split across {count} cards runs over PCIe and scales poorly.</source>
        <translation>{gpu} 没有 NVLink：{count} 卡训练只能走 PCIe，扩展效率低。</translation>
    </message>
    <message id="fix.nvlink">
        <source>For multi-GPU training prefer SXM (NVLink) servers, or rent them for the training runs.</source>
        <translation>多卡训练建议选择 SXM（NVLink）服务器，或在训练时租用云端 GPU。</translation>
    </message>
    <message id="check.tp.pass">
        <source>{count} cards divide the model's {heads} attention heads evenly.</source>
        <translation>{count} 张卡可以均分模型的 {heads} 个注意力头。</translation>
    </message>
    <message id="check.tp.fail">
        <source>{count} cards cannot split the model's {heads} attention heads and {kv} KV heads evenly (tensor parallel).</source>
        <translation>{count} 张卡无法均分模型的 {heads} 个注意力头和 {kv} 个 KV 头（张量并行）。</translation>
    </message>
    <message id="fix.tp">
        <source>Use 2, 4 or 8 cards, or split by layers instead.</source>
        <translation>使用 2、4 或 8 张卡，或改为按层拆分。</translation>
    </message>
    <message id="check.ram.pass">
        <source>{have} GB of system memory holds the {need} GB of weights while loading.</source>
        <translation>{have} GB 系统内存足以在加载时容纳 {need} GB 权重。</translation>
    </message>
    <message id="check.ram.warn">
        <source>{have} GB of system memory is less than the {need} GB of weights: loading will be slow or fail.</source>
        <translation>系统内存 {have} GB 小于 {need} GB 的权重：加载会很慢或失败。</translation>
    </message>
    <message id="fix.ram">
        <source>Fit at least {need} GB of system memory.</source>
        <translation>至少配置 {need} GB 系统内存。</translation>
    </message>
    <message id="check.disk.pass">
        <source>{have} GB of free disk holds the {need} GB model files.</source>
        <translation>{have} GB 可用磁盘空间足以存放 {need} GB 模型文件。</translation>
    </message>
    <message id="check.disk.fail">
        <source>{have} GB of free disk is too little for the {need} GB model files.</source>
        <translation>可用磁盘 {have} GB 不足以存放 {need} GB 模型文件。</translation>
    </message>
    <message id="fix.disk">
        <source>Free or add at least {need} GB of fast (NVMe) disk.</source>
        <translation>腾出或增加至少 {need} GB 高速（NVMe）磁盘空间。</translation>
    </message>
    <message id="check.export.pass">
        <source>{gpu} can be bought new in your region.</source>
        <translation>{gpu} 在您所在地区可以购买全新产品。</translation>
    </message>
    <message id="check.export.fail">
        <source>{gpu} is under export restrictions in your region: new units cannot be bought through normal channels.</source>
        <translation>{gpu} 在您所在地区受出口管制，无法通过正规渠道购买新品。</translation>
    </message>
    <message id="check.market.fail">
        <source>{gpu} is made for the Chinese market and is not sold new in your region.</source>
        <translation>{gpu} 是面向中国市场的型号，在您所在地区不销售新品。</translation>
    </message>
    <message id="fix.market">
        <source>Consider {alternatives}, which are sold in your region.</source>
        <translation>可考虑在您所在地区有售的 {alternatives}。</translation>
    </message>
    <message id="fix.export">
        <source>Consider {alternatives}; domestic accelerators (Huawei Ascend) use CANN instead of CUDA, so check your software first.</source>
        <translation>可考虑 {alternatives}；国产加速卡（华为昇腾）使用 CANN 而非 CUDA，请先确认软件兼容。</translation>
    </message>
    <message id="check.market.us_export_rule">
        <source>{gpu} cannot be bought in your region: a US export rule requires a licence (status as of {date}), so neither new nor used units come through normal channels.</source>
        <translation>{gpu} 在您所在地区无法购买：美国出口管制规则要求许可证（状态截至 {date}），新品和二手都无法通过正规渠道获得。</translation>
    </message>
    <message id="check.market.us_guidance">
        <source>{gpu} is not sold in your region: US guidance (status as of {date}) says that using or dealing in it without authorisation risks breaking US export controls.</source>
        <translation>{gpu} 在您所在地区不销售：美国指引（状态截至 {date}）认为未经授权使用或交易该芯片可能违反美国出口管制。</translation>
    </message>
    <message id="check.market.licensed">
        <source>{gpu} reaches your region only through licensed buyers (status as of {date}): an ordinary business cannot order it.</source>
        <translation>{gpu} 在您所在地区只有获得许可的买家才能采购（状态截至 {date}），普通企业无法下单。</translation>
    </message>
    <message id="check.market.not_sold_there">
        <source>{gpu} is made for another market and is not sold new in your region (status as of {date}).</source>
        <translation>{gpu} 是面向其他市场的型号，在您所在地区不销售新品（状态截至 {date}）。</translation>
    </message>
    <message id="check.market.production_halted">
        <source>{gpu} is no longer made (status as of {date}): new units cannot be ordered in your region.</source>
        <translation>{gpu} 已停产（状态截至 {date}）：在您所在地区无法订购新品。</translation>
    </message>
    <message id="check.market.china_guidance">
        <source>Chinese regulators have told buyers not to order {gpu} (status as of {date}): it can still be bought from integrators' stock, but check your supplier and what your customers require.</source>
        <translation>中国监管部门已要求买家不要订购 {gpu}（状态截至 {date}）：仍可从集成商库存购买，但请核实供应商及客户的要求。</translation>
    </message>
    <message id="check.market.used_only">
        <source>{gpu} is not offered new here ({status}): this option is priced as a used unit; check its condition, warranty and origin.</source>
        <translation>{gpu} 在此不提供新品（{status}）：此方案按二手价格计算；请检查成色、保修和来源。</translation>
    </message>
    <message id="check.market.withdrawn.undated">
        <source>{gpu} is no longer sold new: new units cannot be bought.</source>
        <translation>{gpu} 已停售，无法购买新品。</translation>
    </message>
    <message id="check.market.stock_only.undated">
        <source>{gpu} is no longer made (later generations replaced it): new units are old stock, priced at what stock sells for; check warranty and availability with the supplier.</source>
        <translation>{gpu} 已停产（已被后续产品取代）：新品为库存货，按库存售价计算；请向供应商确认保修和货源。</translation>
    </message>
    <message id="check.market.withdrawn">
        <source>{gpu} was withdrawn from sale ({date}): new units cannot be bought.</source>
        <translation>{gpu} 已停售（{date}），无法购买新品。</translation>
    </message>
    <message id="check.market.stock_only">
        <source>{gpu} is no longer made (since {date}): new units are old stock, priced at what stock sells for; check warranty and availability with the supplier.</source>
        <translation>{gpu} 已停产（自 {date} 起）：新品为库存货，按库存售价计算；请向供应商确认保修和货源。</translation>
    </message>
    <message id="fix.market.used">
        <source>Buy used from a trusted seller, rent it in the cloud, or choose a part that is still sold.</source>
        <translation>可从可信卖家购买二手、在云上租用，或选择仍在销售的型号。</translation>
    </message>
    <message id="fix.market.stock">
        <source>Get a written quote with warranty terms before you plan around it.</source>
        <translation>在据此规划之前，请先取得附保修条款的书面报价。</translation>
    </message>
    <message id="lifecycle.in_production">
        <source>not sold new in your region</source>
        <translation>在您所在地区不销售新品</translation>
    </message>
    <message id="lifecycle.end_of_life_stock_only">
        <source>no longer made</source>
        <translation>已停产</translation>
    </message>
    <message id="lifecycle.withdrawn">
        <source>withdrawn from sale</source>
        <translation>已停售</translation>
    </message>
    <message id="reason.no_system_price">
        <source>No whole-system price is known for {system}: ask a supplier for a quote.</source>
        <translation>{system} 没有已知的整机价格：请向供应商询价。</translation>
    </message>
    <message id="reason.system_price">
        <source>Priced as the whole server it is sold in: {system} with {count} GPUs ({confidence}).</source>
        <translation>按整机价格计算（此类模组只随整机销售）：{system}，含 {count} 块 GPU（{confidence}）。</translation>
    </message>
    <message id="confidence.price.high">
        <source>a quoted price</source>
        <translation>报价</translation>
    </message>
    <message id="confidence.price.medium">
        <source>a reported price</source>
        <translation>公开报道的价格</translation>
    </message>
    <message id="confidence.price.low">
        <source>an estimate, not a quote: confirm it with a supplier</source>
        <translation>估算价格，并非报价：请向供应商确认</translation>
    </message>
    <message id="check.edge_power.pass">
        <source>{gpu} draws at most {watts} W, within the site's {limit} W.</source>
        <translation>{gpu} 最大功耗 {watts} W，在站点 {limit} W 限额之内。</translation>
    </message>
    <message id="check.edge_power.fail">
        <source>{gpu} draws up to {watts} W, more than the site's {limit} W.</source>
        <translation>{gpu} 最大功耗 {watts} W，超过站点 {limit} W 的限额。</translation>
    </message>
    <message id="fix.edge_power">
        <source>Choose a lower-power module, or cap its power mode (nvpmodel) and accept lower speed.</source>
        <translation>选择功耗更低的模组，或限制功耗模式（nvpmodel）并接受更低速度。</translation>
    </message>
    <message id="check.server_consumer.pass">
        <source>{gpu} is built for servers (passive cooling, 24/7 duty, data-centre driver licence).</source>
        <translation>{gpu} 为服务器设计（被动散热、7×24 运行、数据中心驱动许可）。</translation>
    </message>
    <message id="check.server_consumer.warn">
        <source>{gpu} is a consumer card: its open-air fans and the GeForce driver licence (which excludes data-centre use) are ill-suited to a server room.</source>
        <translation>{gpu} 是消费级显卡：其开放式风扇散热及 GeForce 驱动许可（不允许数据中心使用）都不适合机房。</translation>
    </message>
    <message id="check.server_consumer.warn.radeon">
        <source>{gpu} is a consumer card: its open-air fans suit a tower and not a server room's dense racks, and its warranty is for home use.</source>
        <translation>{gpu} 是消费级显卡：其开放式风扇散热适合塔式机箱而不适合机房高密度机架，保修面向家庭使用。</translation>
    </message>
    <message id="fix.server_consumer">
        <source>Fine for a pilot; for production prefer a data-centre card (L40S, L20, A10, H20...).</source>
        <translation>试点可用；正式生产建议选用数据中心显卡（L40S、L20、A10、H20 等）。</translation>
    </message>
    <message id="check.fits.pass">
        <source>The model needs {need} GB per card of the {have} GB usable.</source>
        <translation>模型每张卡需要 {need} GB，可用 {have} GB。</translation>
    </message>
    <message id="check.fits.fail">
        <source>The model needs {need} GB per card but only {have} GB is usable.</source>
        <translation>模型每张卡需要 {need} GB，但只有 {have} GB 可用。</translation>
    </message>
    <message id="check.fits.pass.unified">
        <source>The model needs {need} GB of the {have} GB of memory usable.</source>
        <translation>模型需要 {need} GB 内存，可用 {have} GB。</translation>
    </message>
    <message id="check.fits.fail.unified">
        <source>The model needs {need} GB of memory but only {have} GB is usable.</source>
        <translation>模型需要 {need} GB 内存，但只有 {have} GB 可用。</translation>
    </message>
    <message id="fix.fits">
        <source>Use more cards, a smaller format (4-bit), a shorter context or a smaller model.</source>
        <translation>增加显卡、改用更小的量化格式（4 比特）、缩短上下文或换用更小的模型。</translation>
    </message>
    <message id="fix.fits.full">
        <source>A full fine-tune trains 16-bit weights: use LoRA or QLoRA instead, or more memory (more or larger GPUs), or a smaller model.</source>
        <translation>全参数微调需训练 16 位权重：请改用 LoRA 或 QLoRA，或增加显存（更多或更大的 GPU），或换用更小的模型。</translation>
    </message>
    <message id="reason.fits_headroom">
        <source>{model} at {quant} fits with {headroom} GB to spare per card.</source>
        <translation>{model}（{quant}）可以装下，每张卡还余 {headroom} GB。</translation>
    </message>
    <message id="reason.fits_headroom.unified">
        <source>{model} at {quant} fits with {headroom} GB of memory to spare.</source>
        <translation>{model}（{quant}）可以装下，内存还余 {headroom} GB。</translation>
    </message>
    <message id="reason.too_small">
        <source>{memory} GB is too small for {model} at {quant}: it needs {need} GB per card. Use more cards or a 4-bit format.</source>
        <translation>{memory} GB 显存装不下 {quant} 的 {model}（每卡需要 {need} GB），需更多显卡或 4 比特量化。</translation>
    </message>
    <message id="reason.too_small.unified">
        <source>{memory} GB of memory is too small for {model} at {quant}: it needs {need} GB. Use a 4-bit format or a machine with more memory.</source>
        <translation>{memory} GB 内存装不下 {quant} 的 {model}（需要 {need} GB），需改用 4 比特量化或内存更大的机器。</translation>
    </message>
    <message id="reason.too_small.full.unified">
        <source>{memory} GB of memory is too small to fully fine-tune {model} at {quant}: it needs {need} GB. A full fine-tune trains 16-bit weights, so use LoRA or QLoRA, or a machine with more memory.</source>
        <translation>{memory} GB 内存不足以对 {quant} 的 {model} 做全参数微调（需要 {need} GB）。全参数微调训练 16 位权重，请改用 LoRA 或 QLoRA，或内存更大的机器。</translation>
    </message>
    <message id="reason.too_small.full">
        <source>{memory} GB is too small to fully fine-tune {model} at {quant}: it needs {need} GB per card. A full fine-tune trains 16-bit weights, so use LoRA or QLoRA, or more memory.</source>
        <translation>{memory} GB 显存不足以对 {quant} 的 {model} 做全参数微调（每卡需要 {need} GB）。全参数微调训练 16 位权重，请改用 LoRA 或 QLoRA，或增加显存。</translation>
    </message>
    <message id="reason.speed_ok">
        <source>Each of {users} users gets about {speed} tokens/s ({low}-{high}), above the {wanted} wanted.</source>
        <translation>{users} 位用户每人约 {speed} token/秒（{low}-{high}），高于期望的 {wanted}。</translation>
    </message>
    <message id="reason.speed_short">
        <source>Each of {users} users gets only about {speed} tokens/s ({low}-{high}), below the {wanted} wanted.</source>
        <translation>{users} 位用户每人只有约 {speed} token/秒（{low}-{high}），低于期望的 {wanted}。</translation>
    </message>
    <message id="reason.speed_ok.one">
        <source>One user gets about {speed} tokens/s ({low}-{high}), above the {wanted} wanted.</source>
        <translation>单个用户约 {speed} token/秒（{low}-{high}），高于期望的 {wanted}。</translation>
    </message>
    <message id="reason.speed_short.one">
        <source>One user gets only about {speed} tokens/s ({low}-{high}), below the {wanted} wanted.</source>
        <translation>单个用户只有约 {speed} token/秒（{low}-{high}），低于期望的 {wanted}。</translation>
    </message>
    <message id="reason.cost">
        <source>Costs {total} {currency} over {years} years ({upfront} up front).</source>
        <translation>{years} 年总成本 {total} {currency}（首期投入 {upfront}）。</translation>
    </message>
    <message id="reason.cloud_cost">
        <source>Renting costs {monthly} {currency} a month, {total} over {years} years, nothing up front.</source>
        <translation>租用每月 {monthly} {currency}，{years} 年共 {total}，无需首期投入。</translation>
    </message>
    <message id="reason.over_budget">
        <source>Over the budget of {budget} {currency}.</source>
        <translation>超出 {budget} {currency} 的预算。</translation>
    </message>
    <message id="reason.break_even">
        <source>Buying pays off against renting {instance} after {months} months.</source>
        <translation>与租用 {instance} 相比，购买在第 {months} 个月回本。</translation>
    </message>
    <message id="reason.never_breaks_even">
        <source>Renting {instance} stays cheaper than buying over the whole horizon.</source>
        <translation>在整个使用期内，租用 {instance} 始终比购买便宜。</translation>
    </message>
    <message id="reason.no_price">
        <source>No price for {gpu} in the catalog: enter one in the price editor to compare it.</source>
        <translation>目录中没有 {gpu} 的价格：请在价格编辑器中填写后再比较。</translation>
    </message>
    <message id="reason.price_elsewhere">
        <source>The price of {gpu} was seen in {market} ({date}) and converted: no price from your market is in the catalog, so check it with a local supplier (import duties, taxes and the channel's margin can add to it).</source>
        <translation>{gpu} 的价格取自{market}（{date}）并已换算：目录中没有您所在市场的价格，请向本地供应商核实（进口关税、税费和渠道加价可能使实际价格更高）。</translation>
    </message>
    <message id="price_market.us">
        <source>the US</source>
        <translation>美国市场</translation>
    </message>
    <message id="price_market.eu">
        <source>Europe</source>
        <translation>欧洲市场</translation>
    </message>
    <message id="price_market.cn">
        <source>mainland China</source>
        <translation>中国大陆市场</translation>
    </message>
    <message id="price_market.other">
        <source>another market</source>
        <translation>其他市场</translation>
    </message>
    <message id="reason.stale_price">
        <source>The price of {gpu} is from {date}, older than six months: check it with a supplier.</source>
        <translation>{gpu} 的价格来自 {date}，已超过六个月，请向供应商核实。</translation>
    </message>
    <message id="reason.used">
        <source>Priced as a used card.</source>
        <translation>按二手卡价格计算。</translation>
    </message>
    <message id="reason.fine_tune_job.power">
        <source>One fine-tuning run takes about {hours} hours ({low}-{high}) and about {cost} {currency} of electricity.</source>
        <translation>一次微调约需 {hours} 小时（{low}-{high}），电费约 {cost} {currency}。</translation>
    </message>
    <message id="reason.fine_tune_job.rent">
        <source>One fine-tuning run takes about {hours} hours ({low}-{high}) and about {cost} {currency} of rent.</source>
        <translation>一次微调约需 {hours} 小时（{low}-{high}），租金约 {cost} {currency}。</translation>
    </message>
    <message id="reason.fine_tune_job.time">
        <source>One fine-tuning run takes about {hours} hours ({low}-{high}).</source>
        <translation>一次微调约需 {hours} 小时（{low}-{high}）。</translation>
    </message>
    <message id="reason.pretrain_job.power">
        <source>One pretraining run takes about {days} days ({hours} hours, {low}-{high}) and about {cost} {currency} of electricity.</source>
        <translation>一次预训练约需 {days} 天（{hours} 小时，{low}-{high}），电费约 {cost} {currency}。</translation>
    </message>
    <message id="reason.pretrain_job.rent">
        <source>One pretraining run takes about {days} days ({hours} hours, {low}-{high}) and about {cost} {currency} of rent.</source>
        <translation>一次预训练约需 {days} 天（{hours} 小时，{low}-{high}），租金约 {cost} {currency}。</translation>
    </message>
    <message id="reason.pretrain_job.time">
        <source>One pretraining run takes about {days} days ({hours} hours, {low}-{high}).</source>
        <translation>一次预训练约需 {days} 天（{hours} 小时，{low}-{high}）。</translation>
    </message>
    <message id="reason.pretrain_storage">
        <source>Plan shared storage beside the machines (not priced here): the training data, and checkpoints of about {checkpoint_tb} TB each (weights with their optimizer states), kept several at a time</source>
        <translation>需另配共享存储（此处未计价）：存放训练数据，以及每个约 {checkpoint_tb} TB 的检查点（权重及优化器状态），通常需同时保留多个</translation>
    </message>
    <message id="reason.hybrid">
        <source>Own {gpu} for daily use and rent {instance} for the {runs} fine-tuning runs a year.</source>
        <translation>日常推理使用自有 {gpu}，每年 {runs} 次微调时租用 {instance}。</translation>
    </message>
    <message id="rule.consumer_in_server_room">
        <source>{gpu} is a consumer card: in a server room NVIDIA's GeForce driver licence excludes data-centre use, its open-air cooler suits a tower and not a dense rack, and its warranty is for home use. Tick “Consumer cards (GeForce, Radeon) are acceptable” to consider it.</source>
        <translation>{gpu} 是消费级显卡：NVIDIA GeForce 驱动许可不允许数据中心部署，开放式散热适合塔式机箱而不适合高密度机架，保修面向家庭使用。如可接受，请勾选“接受消费级显卡（GeForce、Radeon）”。</translation>
    </message>
    <message id="rule.consumer_in_server_room.radeon">
        <source>{gpu} is a consumer card: its open-air cooler suits a tower and not a dense rack, and its warranty is for home use. Tick “Consumer cards (GeForce, Radeon) are acceptable” to consider it.</source>
        <translation>{gpu} 是消费级显卡：开放式散热适合塔式机箱而不适合高密度机架，保修面向家庭使用。如可接受，请勾选“接受消费级显卡（GeForce、Radeon）”。</translation>
    </message>
    <message id="rule.end_of_life_stock_only">
        <source>{gpu} is no longer made: new units are old stock, with short warranty and no spares later. Tick “Used (second-hand) cards are acceptable” to consider it.</source>
        <translation>{gpu} 已停产：新卡只剩库存，保修短，日后难有备件。如可接受二手或库存件，请勾选“可以接受二手显卡”。</translation>
    </message>
    <message id="rule.withdrawn">
        <source>{gpu} is no longer sold new. Tick “Used (second-hand) cards are acceptable” to consider it.</source>
        <translation>{gpu} 已不再销售新品。如可接受二手件，请勾选“可以接受二手显卡”。</translation>
    </message>
    <message id="rule.team_stack">
        <source>{gpu} runs on {stack}, not CUDA: a team that does not run GPU servers would have to install and fix it alone. Say the team can run servers (or that domestic parts are required) to consider it.</source>
        <translation>{gpu} 使用 {stack} 而不是 CUDA：不运维 GPU 服务器的团队需要自己安装和排障。如团队能运维服务器（或要求国产化），可将其纳入考虑。</translation>
    </message>
    <message id="compromise.slower">
        <source>slower ({speed} instead of {first} tokens/s per user)</source>
        <translation>更慢（每人 {speed} 而不是 {first} tokens/s）</translation>
    </message>
    <message id="compromise.used">
        <source>bought used, with little or no warranty</source>
        <translation>二手购买，保修很少或没有</translation>
    </message>
    <message id="compromise.end_of_life">
        <source>a part no longer made: old stock, no spares later</source>
        <translation>已停产部件：库存货，日后难有备件</translation>
    </message>
    <message id="compromise.end_of_life.cloud">
        <source>an older card no longer made: the provider may retire the instance and the service would have to move</source>
        <translation>已停产的老一代卡：云厂商可能下架该实例，届时服务需要迁移</translation>
    </message>
    <message id="compromise.headroom">
        <source>less memory to spare ({headroom} GB per card) for longer documents or more users</source>
        <translation>显存余量更少（每卡 {headroom} GB），难以应对更长文档或更多用户</translation>
    </message>
    <message id="compromise.headroom.unified">
        <source>less memory to spare ({headroom} GB) for longer documents or more users</source>
        <translation>内存余量更少（{headroom} GB），难以应对更长文档或更多用户</translation>
    </message>
    <message id="compromise.domestic">
        <source>a domestic {stack} software stack, which supports fewer models and tools than CUDA</source>
        <translation>国产 {stack} 软件栈，支持的模型和工具少于 CUDA</translation>
    </message>
    <message id="compromise.stack">
        <source>the {stack} software stack instead of CUDA, which needs someone who can run servers</source>
        <translation>使用 {stack} 软件栈而非 CUDA，需要能运维服务器的人员</translation>
    </message>
    <message id="compromise.consumer">
        <source>a consumer card: GeForce licence, cooling and warranty limits</source>
        <translation>消费级显卡：受 GeForce 许可、散热和保修限制</translation>
    </message>
    <message id="compromise.consumer.radeon">
        <source>a consumer card: cooling and warranty limits</source>
        <translation>消费级显卡：受散热和保修限制</translation>
    </message>
    <message id="compromise.hybrid">
        <source>a CPU+GPU machine: about {streams} users at once, prompts read at about {prefill} tokens/s</source>
        <translation>CPU+GPU 混合机器：同时约 {streams} 名用户，提示词读取约每秒 {prefill} 个 token</translation>
    </message>
    <message id="reason.hybrid_machine">
        <source>{system}: the model's experts ({cpu_gb} GB) sit in {memory} GB of system memory and run on the CPUs, the rest on the GPU ({runtime})</source>
        <translation>{system}：模型的专家参数（{cpu_gb} GB）放在 {memory} GB 系统内存中由 CPU 计算，其余部分在 GPU 上运行（{runtime}）</translation>
    </message>
    <message id="reason.own_server">
        <source>Your own server ({server})</source>
        <translation>您自己的服务器（{server}）</translation>
    </message>
    <message id="reason.hybrid_limits">
        <source>Limits: serves about {streams} users at once (more wait their turn; with {users} at once, {per_user} tokens/s each); reads prompts slowly, about {prefill} tokens/s (the experts are in system memory), so a {prompt}-token prompt takes about {ttft} s before the first word</source>
        <translation>局限：同时约服务 {streams} 名用户（更多用户需排队；{users} 名用户同时使用时每人每秒 {per_user} 个 token）；提示词读取慢，约每秒 {prefill} 个 token（专家参数在系统内存中），{prompt} 个 token 的提示词约需 {ttft} 秒才出第一个字</translation>
    </message>
    <message id="reason.hybrid_price">
        <source>Priced whole as sold ({amount} {currency}, {as_of}, confidence: {confidence}); ask the vendor for a current quote</source>
        <translation>按整机售价计（{amount} {currency}，{as_of}，可信度：{confidence}）；请向厂商索取最新报价</translation>
    </message>
    <message id="check.hybrid_runtime.warn">
        <source>{runtime} keeps the experts in system memory: harder to install, tune (NUMA, CPU threads) and keep running than vLLM or Ollama; take it only with the vendor's installation and support, or someone who runs servers</source>
        <translation>{runtime} 将专家参数放在系统内存中：安装、调优（NUMA、CPU 线程）和维护都比 vLLM 或 Ollama 难；只在厂商提供安装和支持、或有人会运维服务器时选择</translation>
    </message>
    <message id="check.hybrid_runtime.pass">
        <source>{runtime} keeps the experts in system memory: your team runs servers and can tune it (NUMA, CPU threads)</source>
        <translation>{runtime} 将专家参数放在系统内存中：您的团队会运维服务器，能对其调优（NUMA、CPU 线程）</translation>
    </message>
    <message id="compromise.more_cards">
        <source>{count} cards to install, power and keep running</source>
        <translation>需要安装、供电和维护 {count} 张卡</translation>
    </message>
    <message id="compromise.more_to_check">
        <source>more warnings to settle with the supplier before buying</source>
        <translation>购买前需要与供应商确认更多警告事项</translation>
    </message>
    <message id="reason.alternative">
        <source>Budget alternative: saves {saving} {currency} over the period; the compromise: {compromises}.</source>
        <translation>平替：在对比期内节省 {saving} {currency}；代价：{compromises}。</translation>
    </message>
    <message id="reason.no_cheaper_alternative">
        <source>No cheaper option does this job with enough memory to spare, so no budget alternative is offered.</source>
        <translation>没有更便宜且显存余量足够的方案能完成这项工作，因此不提供平替。</translation>
    </message>
    <message id="reason.consumer_tradeoffs">
        <source>A consumer card in a server room, as you accepted: NVIDIA's GeForce licence excludes data-centre use, open-air coolers need spaced slots, fewer cards fit a chassis, and the warranty is for home use.</source>
        <translation>按您的选择在机房使用消费级显卡：GeForce 驱动许可不允许数据中心部署，开放式散热需要间隔插槽，每台机箱可装的卡更少，保修面向家庭使用。</translation>
    </message>
    <message id="reason.consumer_tradeoffs.radeon">
        <source>A consumer card in a server room, as you accepted: open-air coolers need spaced slots, fewer cards fit a chassis, and the warranty is for home use.</source>
        <translation>按您的选择在机房使用消费级显卡：开放式散热需要间隔插槽，每台机箱可装的卡更少，保修面向家庭使用。</translation>
    </message>
    <message id="reason.domestic_cost">
        <source>Domestic hardware, as required: over the period it {money} than the best non-domestic option for this job, and per user it {pace}.</source>
        <translation>按国产化要求选择国产硬件：对比期内比完成这项工作的最佳非国产方案{money}，每用户速度{pace}。</translation>
    </message>
    <message id="domestic.costs_more">
        <source>costs {amount} {currency} more</source>
        <translation>多花 {amount} {currency}</translation>
    </message>
    <message id="domestic.costs_less">
        <source>costs {amount} {currency} less</source>
        <translation>少花 {amount} {currency}</translation>
    </message>
    <message id="domestic.costs_same">
        <source>costs the same</source>
        <translation>花费相同</translation>
    </message>
    <message id="domestic.slower">
        <source>is {share}% slower</source>
        <translation>慢 {share}%</translation>
    </message>
    <message id="domestic.faster">
        <source>is {share}% faster</source>
        <translation>快 {share}%</translation>
    </message>
    <message id="domestic.as_fast">
        <source>is as fast</source>
        <translation>相当</translation>
    </message>
    <message id="reason.domestic_software">
        <source>Software: {stack} with {runtime}; fewer models, formats and tools are supported than on CUDA, and new models arrive later.</source>
        <translation>软件：{stack} 配合 {runtime}；支持的模型、格式和工具少于 CUDA，新模型适配更晚。</translation>
    </message>
    <message id="reason.no_domestic">
        <source>Domestic hardware was required, but no domestic part does this job within the budget here: the recommendation is not domestic.</source>
        <translation>已要求国产化，但在此预算内没有国产硬件能完成这项工作：本推荐不是国产硬件。</translation>
    </message>
    <message id="report.assume.choices">
        <source>Consumer cards accepted: {consumer}. Team: {team}. Used parts accepted: {used}.</source>
        <translation>接受消费级显卡：{consumer}。团队：{team}。接受二手件：{used}。</translation>
    </message>
    <message id="report.assume.domestic">
        <source>Chinese domestic hardware required (信创): {domestic}.</source>
        <translation>要求国产化（信创）：{domestic}。</translation>
    </message>
    <message id="report.assume.data">
        <source>Prompts and documents may leave the company (a cloud machine or a hosted API may be used): {answer}.</source>
        <translation>提示词和文档可以离开公司（可使用云服务器或托管 API）：{answer}。</translation>
    </message>
    <message id="report.data.unanswered">
        <source>not answered</source>
        <translation>未回答</translation>
    </message>
    <message id="report.yes">
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message id="report.no">
        <source>no</source>
        <translation>否</translation>
    </message>
    <message id="team.non_technical">
        <source>does not run GPU servers (NVIDIA CUDA only)</source>
        <translation>不运维 GPU 服务器（仅 NVIDIA CUDA）</translation>
    </message>
    <message id="team.can_run_servers">
        <source>can run Linux GPU servers (AMD ROCm and domestic stacks allowed)</source>
        <translation>能运维 Linux GPU 服务器（可用 AMD ROCm 和国产软件栈）</translation>
    </message>
    <message id="field.scenario.consumer_cards_ok">
        <source>Consumer cards accepted</source>
        <translation>接受消费级显卡</translation>
    </message>
    <message id="field.scenario.team">
        <source>Team skills</source>
        <translation>团队技能</translation>
    </message>
    <message id="field.scenario.domestic_required">
        <source>Domestic hardware required</source>
        <translation>要求国产化</translation>
    </message>
    <message id="field.scenario.data_may_leave">
        <source>May data leave the company</source>
        <translation>数据可否离开公司</translation>
    </message>
    <message id="suggest.accept_used">
        <source>Accept used or old-stock parts (no longer made, shorter warranty): {option} would do it for {cost} {currency} over the period.</source>
        <translation>接受二手或库存件（已停产、保修较短）：{option} 可以完成，对比期内 {cost} {currency}。</translation>
    </message>
    <message id="suggest.team">
        <source>With someone who can run Linux GPU servers (AMD ROCm, domestic stacks): {option} would do it for {cost} {currency} over the period.</source>
        <translation>如有能运维 Linux GPU 服务器的人员（AMD ROCm、国产软件栈）：{option} 可以完成，对比期内 {cost} {currency}。</translation>
    </message>
    <message id="suggest.consumer">
        <source>Accept consumer cards in the server room (licence, cooling, density and warranty trade-offs): {option} would do it for {cost} {currency} over the period.</source>
        <translation>在机房接受消费级显卡（许可、散热、密度和保修方面的代价）：{option} 可以完成，对比期内 {cost} {currency}。</translation>
    </message>
    <message id="reason.avoid_check">
        <source>Avoid: {problem}</source>
        <translation>不建议：{problem}</translation>
    </message>
    <message id="reason.restricted">
        <source>Export-restricted in your region.</source>
        <translation>在您所在地区受出口管制。</translation>
    </message>
    <message id="suggest.lower_precision">
        <source>Use {quant}: {option} would then fit, for {cost} {currency}.</source>
        <translation>改用 {quant}：{option} 即可装下，费用 {cost} {currency}。</translation>
    </message>
    <message id="suggest.shorter_context">
        <source>Shorten the context to {context} tokens: {option} would then fit, for {cost} {currency}.</source>
        <translation>把上下文缩短到 {context} 个 token：{option} 即可装下，费用 {cost} {currency}。</translation>
    </message>
    <message id="suggest.smaller_model">
        <source>Use the smaller {model}: {option} would run it, for {cost} {currency}.</source>
        <translation>改用更小的 {model}：{option} 即可运行，费用 {cost} {currency}。</translation>
    </message>
    <message id="suggest.more_gpus">
        <source>Raise the budget to {cost} {currency}: {option} fits.</source>
        <translation>把预算提高到 {cost} {currency}：{option} 可以装下。</translation>
    </message>
    <message id="suggest.server_room">
        <source>Move it to a server room: {option} runs it, for {cost} {currency} over the horizon.</source>
        <translation>改为部署在机房：{option} 可以运行，使用期总费用 {cost} {currency}。</translation>
    </message>
    <message id="suggest.cloud">
        <source>Rent {option} in the cloud for {monthly} {currency} a month.</source>
        <translation>在云上租用 {option}，每月 {monthly} {currency}。</translation>
    </message>
    <message id="suggest.nothing">
        <source>Nothing in the catalog can run this model as asked; lower the precision, the context or the model size.</source>
        <translation>目录中没有任何配置能按要求运行该模型；请降低精度、上下文长度或模型规模。</translation>
    </message>
    <message id="reason.billing.on_demand">
        <source>Billed on demand at {rate} {currency} an hour: at {hours_per_day} h a day (about {hours} h a month) no other billing mode of this instance costs less.</source>
        <translation>按量计费，每小时 {rate} {currency}：每天使用 {hours_per_day} 小时（每月约 {hours} 小时）时，该实例没有更便宜的计费方式。</translation>
    </message>
    <message id="reason.billing.monthly_above">
        <source>A monthly subscription (包月) at {rate} {currency} a month would cost less above {above} h of use a month.</source>
        <translation>包月每月 {rate} {currency}：每月使用超过 {above} 小时才更便宜。</translation>
    </message>
    <message id="reason.billing.reserved_above">
        <source>A {years}-year reservation at {rate} {currency} an hour, charged for every hour whether used or not, would cost less above {above} h of use a month.</source>
        <translation>{years} 年预留每小时 {rate} {currency}，不论是否使用每小时都计费：每月使用超过 {above} 小时才更便宜。</translation>
    </message>
    <message id="reason.billing.monthly">
        <source>Billed monthly (包月) at {rate} {currency} a month: at about {hours} h of use a month ({hours_per_day} h a day) this costs less than on demand at {on_demand} {currency} an hour, which is dearer above {above} h a month.</source>
        <translation>包月计费，每月 {rate} {currency}：每月约使用 {hours} 小时（每天 {hours_per_day} 小时），比按量计费（每小时 {on_demand} {currency}）便宜；每月超过 {above} 小时包月即更划算。</translation>
    </message>
    <message id="reason.billing.reserved">
        <source>Billed with a {years}-year reservation at {rate} {currency} an hour, charged for every hour whether used or not: at about {hours} h of use a month ({hours_per_day} h a day) this costs less than on demand at {on_demand} {currency} an hour (the reservation pays from {above} h a month).</source>
        <translation>{years} 年预留计费，每小时 {rate} {currency}，不论是否使用每小时都计费：每月约使用 {hours} 小时（每天 {hours_per_day} 小时），比按量计费（每小时 {on_demand} {currency}）便宜（每月超过 {above} 小时预留即划算）。</translation>
    </message>
    <message id="reason.billing.spot_batch">
        <source>Billed at the spot price of {rate} {currency} an hour instead of {on_demand} on demand: batch work can restart when the provider reclaims the instance. Spot prices move daily; take this as an indication.</source>
        <translation>按抢占式（竞价）实例计费，每小时 {rate} {currency}（按量为 {on_demand}）：实例被云厂商回收后，批处理任务可以重新开始。竞价价格每天变动，仅供参考。</translation>
    </message>
    <message id="reason.billing.spot_training">
        <source>Billed at the spot price of {rate} {currency} an hour instead of {on_demand} on demand: a training run resumes from its last checkpoint when the provider reclaims the instance. Spot prices move daily; take this as an indication.</source>
        <translation>按抢占式（竞价）实例计费，每小时 {rate} {currency}（按量为 {on_demand}）：实例被云厂商回收后，训练任务可从最近的检查点继续。竞价价格每天变动，仅供参考。</translation>
    </message>
    <message id="reason.billing.spot_refused">
        <source>The spot price ({rate} {currency} an hour) is not used: the provider may reclaim a spot instance at any moment, and a service people wait on cannot stop mid-answer.</source>
        <translation>未采用抢占式（竞价）价格（每小时 {rate} {currency}）：云厂商随时可能回收竞价实例，而用户正在等待回答的服务不能中途停止。</translation>
    </message>
    <message id="api.same_model">
        <source>the same model</source>
        <translation>同一模型</translation>
    </message>
    <message id="api.other_model">
        <source>a different model from {model}</source>
        <translation>与 {model} 不是同一模型</translation>
    </message>
    <message id="api.cost_range">
        <source>{typical} to {upper}</source>
        <translation>{typical} 至 {upper}</translation>
    </message>
    <message id="api.assumption">
        <source>Estimate: from {typical} questions a day, each of the {users} people at the same moment reading the answer before asking again (a new question every {typical_seconds} s), up to {questions}, a new one every {seconds} s as soon as the answer has streamed ({prompt} tokens in, {answer} out), for {hours} h a day, every day; input priced as cache misses at peak prices. Comparisons use the upper figure.</source>
        <translation>估算：每天 {typical} 个问题（同一时刻的 {users} 人每人读完回答再提下一个问题，每 {typical_seconds} 秒一个）到 {questions} 个问题（回答一输出完就提新问题，每 {seconds} 秒一个）；输入 {prompt} 个 token，输出 {answer} 个，每天 {hours} 小时、每天如此；输入按未命中缓存的高峰价格计算。比较时用较高的数字。</translation>
    </message>
    <message id="api.assumption.thinking">
        <source>Estimate: from {typical} questions a day, each of the {users} people at the same moment reading the answer before asking again (a new question every {typical_seconds} s), up to {questions}, a new one every {seconds} s as soon as the answer has streamed ({prompt} tokens in; {thinking} tokens of thinking and {answer} of answer out, all billed as output), for {hours} h a day, every day; input priced as cache misses at peak prices. Comparisons use the upper figure.</source>
        <translation>估算：每天 {typical} 个问题（同一时刻的 {users} 人每人读完回答再提下一个问题，每 {typical_seconds} 秒一个）到 {questions} 个问题（回答一输出完就提新问题，每 {seconds} 秒一个）；输入 {prompt} 个 token，输出 {thinking} 个思考 token 和 {answer} 个回答 token（均按输出计费），每天 {hours} 小时、每天如此；输入按未命中缓存的高峰价格计算。比较时用较高的数字。</translation>
    </message>
    <message id="api.verdict.no_pay.own">
        <source>Private hardware does not pay off at this load: {what} costs {own} {currency} over {years} years, renting tokens from {api} costs {api_total} {currency}. {usage}</source>
        <translation>按此负载，自购硬件不划算：{what} {years} 年合计 {own} {currency}，而按 token 租用 {api} 需 {api_total} {currency}。{usage}</translation>
    </message>
    <message id="api.verdict.no_pay.cloud">
        <source>Renting a machine does not pay off at this load: {what} costs {own} {currency} over {years} years, renting tokens from {api} costs {api_total} {currency}. {usage}</source>
        <translation>按此负载，租用云服务器不划算：{what} {years} 年合计 {own} {currency}，而按 token 租用 {api} 需 {api_total} {currency}。{usage}</translation>
    </message>
    <message id="api.verdict.pays.own">
        <source>Private hardware pays off at this load: {what} costs {own} {currency} over {years} years, renting tokens from {api} costs {api_total} {currency}. Below about {questions} questions a day ({share}% of this estimate) renting tokens would cost less.</source>
        <translation>按此负载，自购硬件划算：{what} {years} 年合计 {own} {currency}，按 token 租用 {api} 需 {api_total} {currency}。若每天少于约 {questions} 个问题（本估算的 {share}%），按 token 租用会更便宜。</translation>
    </message>
    <message id="api.verdict.pays.cloud">
        <source>Renting a machine pays off at this load: {what} costs {own} {currency} over {years} years, renting tokens from {api} costs {api_total} {currency}. Below about {questions} questions a day ({share}% of this estimate) renting tokens would cost less.</source>
        <translation>按此负载，租用云服务器划算：{what} {years} 年合计 {own} {currency}，按 token 租用 {api} 需 {api_total} {currency}。若每天少于约 {questions} 个问题（本估算的 {share}%），按 token 租用会更便宜。</translation>
    </message>
    <message id="api.usage.hours">
        <source>It would pay off from about {questions} questions a day, {times} times this estimate: for example the same {users} people using it {hours} hours a day instead of {now}.</source>
        <translation>每天约 {questions} 个问题起（本估算的 {times} 倍）才划算：例如同样 {users} 人每天使用 {hours} 小时，而不是 {now} 小时。</translation>
    </message>
    <message id="api.usage.beyond">
        <source>It would pay off only from about {questions} questions a day, {times} times this estimate: more than {what} answers even round the clock (about {most} a day), so a load that large needs more hardware and a new comparison.</source>
        <translation>要每天约 {questions} 个问题（本估算的 {times} 倍）才划算：这超过了 {what} 全天 24 小时能回答的量（每天约 {most} 个），如此大的负载需要更多硬件，应重新比较。</translation>
    </message>
    <message id="report.col.why">
        <source>Why</source>
        <translation>理由</translation>
    </message>
    <message id="report.col.time">
        <source>Time per run</source>
        <translation>每次所需时间</translation>
    </message>
    <message id="report.cluster_days">
        <source>{days} days ({low}–{high})</source>
        <translation>{days} 天（{low}–{high}）</translation>
    </message>
    <message id="report.gpu_hours">
        <source>{hours} GPU-hours</source>
        <translation>{hours} GPU 小时</translation>
    </message>
    <message id="report.memory.per_card">
        <source>per card</source>
        <translation>每卡</translation>
    </message>
    <message id="report.memory.unified">
        <source>of unified memory</source>
        <translation>统一内存</translation>
    </message>
    <message id="report.pick.none">
        <source>No recommendation: nothing here does the job as asked.</source>
        <translation>没有首选：没有方案能按要求完成这项工作。</translation>
    </message>
    <message id="report.pick.first_suggestion">
        <source>What would work first: {suggestion}</source>
        <translation>首先可以：{suggestion}</translation>
    </message>
    <message id="report.pick.no_alternative">
        <source>No budget alternative without a recommendation.</source>
        <translation>没有首选，也就没有平替。</translation>
    </message>
    <message id="report.pick.no_avoid">
        <source>Nothing tempting here is wrong for you.</source>
        <translation>这里没有需要特别避开的热门选择。</translation>
    </message>
    <message id="report.cluster_line">
        <source>The run: {machines} machines of {gpus} GPUs each, about {days} days ({low} to {high}), {hours} GPU-hours.</source>
        <translation>训练规模：{machines} 台机器、每台 {gpus} 张卡，约 {days} 天（{low} 至 {high} 天），共 {hours} GPU 小时。</translation>
    </message>
    <message id="report.details">
        <source>The recommendation in detail</source>
        <translation>首选方案详情</translation>
    </message>
    <message id="reason.api_cheaper">
        <source>Renting tokens costs less: {api} ({serves}, {model_note}) would cost {total} {currency} over {years} years for this load, against {own} {currency} for this option, if your prompts and documents may leave the company.</source>
        <translation>按 token 租用更便宜：{api}（{serves}，{model_note}）按此负载 {years} 年 {total} {currency}，本方案为 {own} {currency}；前提是提示词和文档可以离开公司。</translation>
    </message>
    <message id="suggest.api">
        <source>If your data may leave the company, renting tokens costs less than any hardware here: {api} ({serves}, {model_note}) at {input} / {output} {api_currency} per million input / output tokens comes to {total} {currency} over {years} years. {assumption}</source>
        <translation>如果数据可以离开公司，按 token 租用比这里任何硬件都便宜：{api}（{serves}，{model_note}），每百万输入 / 输出 token {input} / {output} {api_currency}，{years} 年 {total} {currency}。{assumption}</translation>
    </message>
    <message id="suggest.api_serves">
        <source>If your data may leave the company, a hosted API can serve this load: {api} ({serves}, {model_note}) at {input} / {output} {api_currency} per million input / output tokens comes to {total} {currency} over {years} years. {assumption}</source>
        <translation>如果数据可以离开公司，托管 API 可以承担这一负载：{api}（{serves}，{model_note}），每百万输入 / 输出 token {input} / {output} {api_currency}，{years} 年 {total} {currency}。{assumption}</translation>
    </message>
    <message id="whynot.picked">
        <source>{gpu} is one of the picks above: {label}.</source>
        <translation>{gpu} 已在上面的推荐中：{label}。</translation>
    </message>
    <message id="whynot.not_sold_new">
        <source>{gpu} cannot be bought new in your market, and the catalog has no used price for it.</source>
        <translation>{gpu} 在您所在的市场买不到新品，目录中也没有它的二手价格。</translation>
    </message>
    <message id="suggest.needs_quote">
        <source>{option} would do this job, but the catalog has no dated price for it: ask a supplier for a quote and add it with File &gt; Import a supplier quote to have it compared.</source>
        <translation>{option} 可以完成这项工作，但目录中没有它注明日期的价格：请向供应商询价，并通过“文件 &gt; 导入供应商报价”加入后参与比较。</translation>
    </message>
    <message id="whynot.no_price">
        <source>{gpu} has no sourced price in the catalog, so it is not compared; import a supplier's quote to compare it.</source>
        <translation>目录中没有 {gpu} 有出处的价格，因此未参与比较；导入供应商报价即可比较。</translation>
    </message>
    <message id="whynot.no_machine">
        <source>{gpu} does not fit any machine offered for this place (its cooling, size or slot width).</source>
        <translation>{gpu} 装不进适合此部署位置的任何整机（散热方式、尺寸或所占插槽宽度不符）。</translation>
    </message>
    <message id="whynot.no_fit">
        <source>{gpu}: {model} does not fit in its memory in any format you accept, on as many cards as a machine takes.</source>
        <translation>{gpu}：在您可接受的任何精度下，即使插满一台机器，{model} 也放不进它的显存。</translation>
    </message>
    <message id="whynot.check">
        <source>{gpu}: {problem}</source>
        <translation>{gpu}：{problem}</translation>
    </message>
    <message id="whynot.slow">
        <source>{gpu} is too slow for this load: at best {speed} tokens/s per person, against the {wanted} you asked for.</source>
        <translation>{gpu} 对此负载太慢：每人最多 {speed} tokens/s，而您要求 {wanted}。</translation>
    </message>
    <message id="whynot.dearer">
        <source>{gpu} does the job but costs more: {what} comes to {total} {currency} over {years} years, against {first} {currency} for the recommendation.</source>
        <translation>{gpu} 能胜任，但更贵：{what} {years} 年合计 {total} {currency}，首选方案为 {first} {currency}。</translation>
    </message>
    <message id="whynot.ranked_lower">
        <source>{gpu} does the job ({what}: {total} {currency} over {years} years) but ranks lower once the risks are counted: more cards, less memory to spare or a speed that may dip below your wish.</source>
        <translation>{gpu} 能胜任（{what}：{years} 年合计 {total} {currency}），但计入风险后排名靠后：卡更多、显存余量更少，或速度可能低于您的要求。</translation>
    </message>
    <message id="alt.cloud">
        <source>Renting a cloud machine instead: {what} comes to about {total} {currency} over {years} years ({monthly} {currency} a month).</source>
        <translation>改为租用云服务器：{what} {years} 年约 {total} {currency}（每月 {monthly} {currency}）。</translation>
    </message>
    <message id="alt.privacy">
        <source>Both alternatives send your prompts and documents to another company's machines: use them only for data that may leave the company.</source>
        <translation>以上两种替代方式都会把提示词和文档发送到其他公司的机器上：只适用于可以离开公司的数据。</translation>
    </message>
    <message id="alt.data_stays">
        <source>You said prompts and documents must stay in the company: renting tokens from a hosted API and renting a cloud machine are left out.</source>
        <translation>您已说明提示词和文档不得离开公司：按 token 租用托管 API 和租用云服务器均不考虑。</translation>
    </message>
    <message id="source.user">
        <source>your own price</source>
        <translation>您自己的价格</translation>
    </message>
    <message id="source.indicative">
        <source>GPU Advisor indicative figure (not a vendor's price)</source>
        <translation>GPU 选型顾问参考价（非厂商报价）</translation>
    </message>
    <message id="source.repository">
        <source>{repository} (public data on GitHub)</source>
        <translation>{repository}（GitHub 上的公开数据）</translation>
    </message>
    <message id="report.estimate">
        <source>estimate</source>
        <translation>估算</translation>
    </message>
    <message id="memo.budget.one_off">
        <source>Budget, one-off</source>
        <translation>预算（一次性）</translation>
    </message>
    <message id="memo.budget.monthly">
        <source>Budget, per month</source>
        <translation>预算（每月）</translation>
    </message>
    <message id="memo.budget.none">
        <source>not given</source>
        <translation>未填写</translation>
    </message>
    <message id="memo.budget.against">
        <source>Against the budget</source>
        <translation>与预算相比</translation>
    </message>
    <message id="memo.budget.within">
        <source>within the budget, {by} to spare</source>
        <translation>在预算之内，尚余 {by}</translation>
    </message>
    <message id="memo.budget.over">
        <source>over the budget by {by}</source>
        <translation>超出预算 {by}</translation>
    </message>
    <message id="memo.cost.upfront">
        <source>Cost up front</source>
        <translation>首期投入</translation>
    </message>
    <message id="memo.cost.running_year">
        <source>Running costs a year (electricity, upkeep)</source>
        <translation>每年运行费用（电费、维护）</translation>
    </message>
    <message id="memo.cost.rent_year">
        <source>Rent a year</source>
        <translation>每年租金</translation>
    </message>
    <message id="memo.cost.total">
        <source>Total over {years} years</source>
        <translation>{years} 年合计</translation>
    </message>
    <message id="memo.section.decision">
        <source>Decision</source>
        <translation>结论</translation>
    </message>
    <message id="memo.section.budget">
        <source>Budget against cost</source>
        <translation>预算与成本</translation>
    </message>
    <message id="memo.section.bill">
        <source>Bill of materials</source>
        <translation>物料清单</translation>
    </message>
    <message id="memo.bill.intro">
        <source>The first choice, line by line, with where each price comes from. Installation and integration are not in the total: ask the suppliers to quote them.</source>
        <translation>首选方案逐项列出，并注明每项价格的来源。安装与集成费用不在合计之内，请供应商另行报价。</translation>
    </message>
    <message id="memo.section.risks">
        <source>Main risks</source>
        <translation>主要风险</translation>
    </message>
    <message id="memo.section.ask">
        <source>What to ask the suppliers</source>
        <translation>需向供应商确认的事项</translation>
    </message>
    <message id="memo.section.choices">
        <source>The choices</source>
        <translation>方案比较</translation>
    </message>
    <message id="memo.section.spec">
        <source>Technical specification</source>
        <translation>技术参数要求</translation>
    </message>
    <message id="memo.spec.intro">
        <source>Minimum requirements suppliers quote against, vendor-neutral: any offer that meets every line is acceptable. The figures are those of the first choice, which meets them.</source>
        <translation>供应商据此报价的最低要求，不限品牌：满足每一项的方案均可接受。数值取自首选方案，首选方案满足全部要求。</translation>
    </message>
    <message id="memo.section.acceptance">
        <source>Acceptance test</source>
        <translation>验收标准</translation>
    </message>
    <message id="memo.acceptance.intro">
        <source>Run on the delivered machine, with the model and the load of this plan ({users} users at once, {prompt}-token questions, {answer}-token answers). Pass marks are the low end of the estimate's range.</source>
        <translation>在交付的机器上，用本方案的模型和负载运行（{users} 人同时使用，问题 {prompt} 个 token，回答 {answer} 个 token）。合格线取估算区间的下限。</translation>
    </message>
    <message id="memo.section.appendix">
        <source>Appendix</source>
        <translation>附录</translation>
    </message>
    <message id="memo.appendix.intro">
        <source>The details behind the decision: the first choice in detail, every option compared, the cards buyers ask about, the charts, the compatibility checklist, the assumptions and the sources of the prices.</source>
        <translation>结论背后的细节：首选方案详情、所有方案的比较、常被问到的显卡、图表、兼容性检查、假设条件和价格来源。</translation>
    </message>
    <message id="memo.col.item">
        <source>Item</source>
        <translation>项目</translation>
    </message>
    <message id="memo.col.what">
        <source>Description</source>
        <translation>描述</translation>
    </message>
    <message id="memo.col.qty">
        <source>Qty</source>
        <translation>数量</translation>
    </message>
    <message id="memo.col.unit">
        <source>Unit price ({currency})</source>
        <translation>单价（{currency}）</translation>
    </message>
    <message id="memo.col.amount">
        <source>Amount ({currency})</source>
        <translation>金额（{currency}）</translation>
    </message>
    <message id="memo.col.basis">
        <source>Price basis</source>
        <translation>价格依据</translation>
    </message>
    <message id="memo.col.parameter">
        <source>Parameter</source>
        <translation>参数</translation>
    </message>
    <message id="memo.col.requirement">
        <source>Requirement</source>
        <translation>要求</translation>
    </message>
    <message id="memo.col.test">
        <source>Test</source>
        <translation>测试项</translation>
    </message>
    <message id="memo.col.pass">
        <source>Pass mark</source>
        <translation>合格标准</translation>
    </message>
    <message id="memo.col.how">
        <source>How to measure</source>
        <translation>测量方法</translation>
    </message>
    <message id="memo.col.figure">
        <source>Amount</source>
        <translation>金额</translation>
    </message>
    <message id="memo.item.machine">
        <source>Machine</source>
        <translation>整机</translation>
    </message>
    <message id="memo.item.accelerators">
        <source>Accelerators</source>
        <translation>加速卡</translation>
    </message>
    <message id="memo.item.system">
        <source>Complete system</source>
        <translation>整机系统</translation>
    </message>
    <message id="memo.item.network">
        <source>Network</source>
        <translation>网络</translation>
    </message>
    <message id="memo.item.software">
        <source>Software</source>
        <translation>软件</translation>
    </message>
    <message id="memo.item.installation">
        <source>Installation</source>
        <translation>安装集成</translation>
    </message>
    <message id="memo.item.power">
        <source>Power and cooling</source>
        <translation>供电与散热</translation>
    </message>
    <message id="memo.item.rental">
        <source>Rental</source>
        <translation>租用</translation>
    </message>
    <message id="memo.item.total">
        <source>Total up front</source>
        <translation>首期合计</translation>
    </message>
    <message id="memo.item.total_month">
        <source>Total a month</source>
        <translation>每月合计</translation>
    </message>
    <message id="memo.machine_contents">
        <source>{chassis}, CPU, {ram} GB memory, {disk} TB disks, {psu} W power supply</source>
        <translation>{chassis}，CPU，{ram} GB 内存，{disk} TB 硬盘，{psu} W 电源</translation>
    </message>
    <message id="memo.system_contents">
        <source>{name}, with {count} × {gpu}</source>
        <translation>{name}，含 {count} × {gpu}</translation>
    </message>
    <message id="memo.card_facts">
        <source>{memory} GB {kind}, {bandwidth} GB/s, {watts} W</source>
        <translation>显存 {memory} GB {kind}，带宽 {bandwidth} GB/s，功耗 {watts} W</translation>
    </message>
    <message id="memo.own_machine">
        <source>your own machine ({psu} power supply, {slots} free slots): not bought</source>
        <translation>您现有的机器（电源 {psu}，空余插槽 {slots} 个）：无需购买</translation>
    </message>
    <message id="memo.software">
        <source>{runtime} serving {model} in {quant} (model licence: {licence})</source>
        <translation>{runtime} 运行 {model}（{quant}）（模型许可：{licence}）</translation>
    </message>
    <message id="memo.installation">
        <source>assembly, driver, serving software and model set up, acceptance test run</source>
        <translation>组装、驱动、推理软件和模型部署、验收测试</translation>
    </message>
    <message id="memo.power">
        <source>about {average} W on average (building overhead ×{pue} on top), up to {peak} W at full load</source>
        <translation>平均约 {average} W（另计机房能耗系数 ×{pue}），满载最高 {peak} W</translation>
    </message>
    <message id="memo.basis.indicative">
        <source>GPU Advisor indicative build price ({date}), not a quote</source>
        <translation>GPU 选型顾问的参考整机价（{date}），非报价</translation>
    </message>
    <message id="memo.basis.confidence">
        <source>{confidence}</source>
        <translation>{confidence}</translation>
    </message>
    <message id="memo.basis.converted">
        <source>converted from a listing in {market}</source>
        <translation>由{market}报价换算</translation>
    </message>
    <message id="memo.ask.upgrade">
        <source>Who upgrades the software on our machine before the cards go in ({upgrades}), and checks that what already runs on it still works.</source>
        <translation>由谁在装卡之前升级我们机器上的软件（{upgrades}），并确认机器上原有的软件仍能正常运行。</translation>
    </message>
    <message id="memo.upgrade.cuda">
        <source>CUDA ≥ {need}</source>
        <translation>CUDA 版本 ≥ {need}</translation>
    </message>
    <message id="memo.upgrade.driver">
        <source>driver ≥ {driver_need}</source>
        <translation>驱动 ≥ {driver_need}</translation>
    </message>
    <message id="memo.upgrade.pytorch">
        <source>PyTorch ≥ {need}</source>
        <translation>PyTorch 版本 ≥ {need}</translation>
    </message>
    <message id="memo.basis.owned">
        <source>already owned</source>
        <translation>已有</translation>
    </message>
    <message id="memo.basis.open_source">
        <source>open-source, no licence fee</source>
        <translation>开源，无许可费</translation>
    </message>
    <message id="memo.basis.quote">
        <source>not in the total: to be quoted</source>
        <translation>不含在合计中：待报价</translation>
    </message>
    <message id="memo.basis.running">
        <source>electricity in the running costs</source>
        <translation>电费计入运行费用</translation>
    </message>
    <message id="memo.basis.rental">
        <source>{mode}, price of {date}</source>
        <translation>{mode}，{date} 的价格</translation>
    </message>
    <message id="memo.mode.on_demand">
        <source>on demand</source>
        <translation>按量付费</translation>
    </message>
    <message id="memo.mode.monthly">
        <source>monthly subscription</source>
        <translation>包月</translation>
    </message>
    <message id="memo.mode.reserved_1y">
        <source>reserved for 1 year</source>
        <translation>预留 1 年</translation>
    </message>
    <message id="memo.mode.reserved_3y">
        <source>reserved for 3 years</source>
        <translation>预留 3 年</translation>
    </message>
    <message id="memo.mode.spot">
        <source>spot (may be interrupted)</source>
        <translation>抢占式（可能被中断）</translation>
    </message>
    <message id="memo.chassis.tower">
        <source>tower</source>
        <translation>塔式机箱</translation>
    </message>
    <message id="memo.chassis.rack_2u">
        <source>2U rack server</source>
        <translation>2U 机架式服务器</translation>
    </message>
    <message id="memo.chassis.rack_4u">
        <source>4U rack server</source>
        <translation>4U 机架式服务器</translation>
    </message>
    <message id="memo.chassis.rack_other">
        <source>rack server</source>
        <translation>机架式服务器</translation>
    </message>
    <message id="memo.chassis.desktop">
        <source>desktop</source>
        <translation>台式机</translation>
    </message>
    <message id="memo.chassis.edge">
        <source>edge box</source>
        <translation>边缘设备</translation>
    </message>
    <message id="memo.risk.price">
        <source>Prices not yet confirmed by a supplier: {items}. Get written quotes before ordering.</source>
        <translation>以下价格尚未经供应商确认：{items}。下单前请取得书面报价。</translation>
    </message>
    <message id="memo.risk.supply">
        <source>{gpu} is not sold new as usual in your market: confirm stock and delivery before ordering.</source>
        <translation>{gpu} 在您所在市场不能照常购买新品：下单前请确认库存和交货期。</translation>
    </message>
    <message id="memo.risk.thinking">
        <source>The model thinks before it answers: a typical answer starts after about {starts} s and is complete after about {done} s. Staff must expect this wait.</source>
        <translation>该模型先思考再回答：一个典型回答约 {starts} 秒后开始、约 {done} 秒后完成。使用者需要接受这一等待。</translation>
    </message>
    <message id="memo.risk.stack">
        <source>{gpu} runs on {stack}, not CUDA: your IT staff has likely not run it. Have the supplier install it and support it on site.</source>
        <translation>{gpu} 使用 {stack} 而不是 CUDA：您的 IT 人员可能没有运维经验。请供应商负责安装并提供现场支持。</translation>
    </message>
    <message id="memo.risk.headroom">
        <source>Little memory to spare ({spare} GB per card): longer questions or more users may not fit. Test with your own longest documents.</source>
        <translation>显存余量很小（每卡 {spare} GB）：更长的问题或更多用户可能装不下。请用您自己最长的文档测试。</translation>
    </message>
    <message id="memo.ask.quote">
        <source>A written quote for each line of the bill of materials, valid for 30 days, with the delivery date.</source>
        <translation>按物料清单逐项给出书面报价（有效期 30 天），并注明交货日期。</translation>
    </message>
    <message id="memo.ask.local_price">
        <source>The local price, with VAT and warranty, of: {items}.</source>
        <translation>以下各项的本地含税价格（含保修）：{items}。</translation>
    </message>
    <message id="memo.ask.stock">
        <source>Stock and delivery time for {count} × {gpu}, new, through an authorised channel.</source>
        <translation>{count} × {gpu} 全新、正规渠道的库存与交货期。</translation>
    </message>
    <message id="memo.ask.warranty">
        <source>At least {years} years of warranty with on-site service, and who installs and supports the driver, {runtime} and the model.</source>
        <translation>至少 {years} 年保修并提供上门服务；由谁负责安装和维护驱动、{runtime} 和模型。</translation>
    </message>
    <message id="memo.ask.power">
        <source>That the machine, its power supply and its cooling carry {peak} W at full load where it will stand.</source>
        <translation>机器、电源和散热在安放位置能承受满载 {peak} W。</translation>
    </message>
    <message id="memo.ask.acceptance">
        <source>Agreement to run the acceptance test in this memo on delivery, with payment on passing it.</source>
        <translation>同意交付时按本文的验收标准测试，测试通过后付款。</translation>
    </message>
    <message id="memo.ask.rental">
        <source>The price in the billing mode of this plan, the region, and how long the machines are guaranteed to be available.</source>
        <translation>本方案计费方式下的价格、地域，以及机器的保证可用时长。</translation>
    </message>
    <message id="memo.spec.accelerators">
        <source>Accelerators</source>
        <translation>加速卡</translation>
    </message>
    <message id="memo.spec.accelerators.count">
        <source>{count} accelerator(s)</source>
        <translation>{count} 块加速卡</translation>
    </message>
    <message id="memo.spec.accelerators.machines">
        <source>{machines} machines of {count} accelerators</source>
        <translation>{machines} 台机器，每台 {count} 块加速卡</translation>
    </message>
    <message id="memo.spec.accelerators.text">
        <source>{count}, each with at least {memory} GB of memory ({total} GB in all)</source>
        <translation>{count}，每块显存不少于 {memory} GB（合计 {total} GB）</translation>
    </message>
    <message id="memo.spec.bandwidth">
        <source>Memory bandwidth</source>
        <translation>显存带宽</translation>
    </message>
    <message id="memo.spec.bandwidth.text">
        <source>at least {bandwidth} GB/s per accelerator</source>
        <translation>每块加速卡不低于 {bandwidth} GB/s</translation>
    </message>
    <message id="memo.spec.link">
        <source>Link between accelerators</source>
        <translation>卡间互联</translation>
    </message>
    <message id="memo.spec.link.nvlink">
        <source>NVLink or an equal link, at least {speed} GB/s</source>
        <translation>NVLink 或同等互联，不低于 {speed} GB/s</translation>
    </message>
    <message id="memo.spec.link.pcie">
        <source>PCIe {gen}.0 x16 for each accelerator, or faster</source>
        <translation>每块加速卡 PCIe {gen}.0 x16 或更快</translation>
    </message>
    <message id="memo.spec.network">
        <source>Network between machines</source>
        <translation>机间网络</translation>
    </message>
    <message id="memo.spec.network.text">
        <source>{ports} × {speed} Gbit/s {kind} ports per machine, or faster</source>
        <translation>每台机器 {ports} 个 {speed} Gbit/s {kind} 端口或更快</translation>
    </message>
    <message id="memo.spec.host">
        <source>Host</source>
        <translation>主机</translation>
    </message>
    <message id="memo.spec.host.text">
        <source>at least {ram} GB of system memory and {disk} TB of NVMe disks</source>
        <translation>系统内存不少于 {ram} GB，NVMe 硬盘不少于 {disk} TB</translation>
    </message>
    <message id="memo.spec.power">
        <source>Power and cooling</source>
        <translation>供电与散热</translation>
    </message>
    <message id="memo.spec.power.text">
        <source>power supply of at least {supply} W per machine; the site supplies {peak} W and removes that heat</source>
        <translation>每台机器电源不低于 {supply} W；安放位置能提供 {peak} W 并散出相应热量</translation>
    </message>
    <message id="memo.spec.form">
        <source>Form factor</source>
        <translation>外形</translation>
    </message>
    <message id="memo.spec.form.office">
        <source>tower for an office: one ordinary wall socket, quiet enough to stand near people</source>
        <translation>办公室塔式机：普通墙插供电，噪音适合放在人旁边</translation>
    </message>
    <message id="memo.spec.form.server_room">
        <source>rack server for a server room</source>
        <translation>机房用机架式服务器</translation>
    </message>
    <message id="memo.spec.form.edge">
        <source>small box for the site, within {watts} W</source>
        <translation>现场用小型设备，功耗不超过 {watts} W</translation>
    </message>
    <message id="memo.spec.software">
        <source>Software</source>
        <translation>软件</translation>
    </message>
    <message id="memo.spec.software.text">
        <source>Linux with the accelerator's driver ({stack}), {runtime} installed, {model} in {quant} loaded and serving</source>
        <translation>Linux 及加速卡驱动（{stack}），安装 {runtime}，以 {quant} 加载并运行 {model}</translation>
    </message>
    <message id="memo.spec.domestic">
        <source>Domestic hardware</source>
        <translation>国产化</translation>
    </message>
    <message id="memo.spec.domestic.text">
        <source>accelerators and servers from domestic makers (信创), with a host CPU and an operating system on the 信创 list</source>
        <translation>加速卡和服务器为国产（信创），主机 CPU 和操作系统在信创目录内</translation>
    </message>
    <message id="memo.spec.data">
        <source>Data</source>
        <translation>数据</translation>
    </message>
    <message id="memo.spec.data.text">
        <source>runs entirely on site: prompts and documents never leave the company's machines</source>
        <translation>完全在本地运行：提示词和文档不离开公司的机器</translation>
    </message>
    <message id="memo.spec.warranty">
        <source>Warranty</source>
        <translation>保修</translation>
    </message>
    <message id="memo.spec.warranty.text">
        <source>at least {years} years, parts and on-site service</source>
        <translation>不少于 {years} 年，含备件和上门服务</translation>
    </message>
    <message id="memo.spec.delivery">
        <source>Delivery</source>
        <translation>交付</translation>
    </message>
    <message id="memo.spec.delivery.text">
        <source>delivered installed, passing the acceptance test below; the delivery date stated in the quote</source>
        <translation>安装调试完毕交付，并通过下述验收标准；交货日期在报价中注明</translation>
    </message>
    <message id="memo.test.inventory">
        <source>Accelerators present</source>
        <translation>加速卡数量与显存</translation>
    </message>
    <message id="memo.test.inventory.pass">
        <source>{count} × {gpu} seen, each with {memory} GB</source>
        <translation>识别到 {count} × {gpu}，每块 {memory} GB</translation>
    </message>
    <message id="memo.test.power_limit">
        <source>Power limit</source>
        <translation>功率上限</translation>
    </message>
    <message id="memo.test.power_limit.pass">
        <source>{cap} W on every card, also after a restart</source>
        <translation>每块卡均为 {cap} W，重启后仍然生效</translation>
    </message>
    <message id="memo.test.vendor_tool">
        <source>the maker's device tool</source>
        <translation>厂商的设备管理工具</translation>
    </message>
    <message id="memo.test.load">
        <source>Model starts</source>
        <translation>模型加载</translation>
    </message>
    <message id="memo.test.load.pass">
        <source>{model} in {quant} starts with a {context}-token context for {users} users at once, without an out-of-memory error</source>
        <translation>{model}（{quant}）以 {context} token 上下文、{users} 人同时使用的设置启动，无显存不足错误</translation>
    </message>
    <message id="memo.test.runtime_docs">
        <source>the start and benchmark commands of {runtime}'s documentation</source>
        <translation>{runtime} 文档中的启动和基准测试命令</translation>
    </message>
    <message id="memo.test.speed">
        <source>Speed per user</source>
        <translation>每人速度</translation>
    </message>
    <message id="memo.test.speed.pass">
        <source>at least {low} tokens/s for each of {users} users at once (estimate {estimate}, range {low}–{high})</source>
        <translation>{users} 人同时使用时每人不低于每秒 {low} 个 token（估算 {estimate}，区间 {low}–{high}）</translation>
    </message>
    <message id="memo.test.speed.read">
        <source>tokens/s per user = 1000 ÷ mean TPOT (ms)</source>
        <translation>每人每秒 token 数 = 1000 ÷ 平均 TPOT（毫秒）</translation>
    </message>
    <message id="memo.test.speed.read_llama">
        <source>tokens/s per user = S_TG ÷ {users}</source>
        <translation>每人每秒 token 数 = S_TG ÷ {users}</translation>
    </message>
    <message id="memo.test.wait">
        <source>Wait for the first word</source>
        <translation>首字等待时间</translation>
    </message>
    <message id="memo.test.speed.pass_wish">
        <source>at least {mark} tokens/s for each of {users} users at once, the speed wanted (estimate {estimate}, range {low}–{high})</source>
        <translation>{users} 人同时使用时每人不低于每秒 {mark} 个 token，即期望的速度（估算 {estimate}，区间 {low}–{high}）</translation>
    </message>
    <message id="memo.test.wait.pass">
        <source>at most {limit} s for a {prompt}-token question with {users} users at once</source>
        <translation>{users} 人同时使用时，{prompt} token 的问题不超过 {limit} 秒</translation>
    </message>
    <message id="memo.test.wait.read">
        <source>the benchmark's mean TTFT</source>
        <translation>基准测试的平均 TTFT</translation>
    </message>
    <message id="memo.test.answer">
        <source>Complete answer (thinking included)</source>
        <translation>完整回答（含思考）</translation>
    </message>
    <message id="memo.test.answer.pass">
        <source>a typical answer complete within {limit} s of the question, with {users} users at once (the model thinks before it answers)</source>
        <translation>{users} 人同时使用时，一个典型回答在提问后 {limit} 秒内完成（模型先思考再回答）</translation>
    </message>
    <message id="memo.test.answer.how">
        <source>ten typical questions of your own, timed from sending to the last word</source>
        <translation>用您自己的十个典型问题，计时从发送到最后一个字</translation>
    </message>
    <message id="memo.risk.converted">
        <source>The price of {items} is a {market} listing converted at the exchange rate, without import duty, VAT or the channel's margin: the real price may be higher. Ask a local supplier before the budget is approved.</source>
        <translation>{items} 的价格来自{market}报价，按汇率换算，不含进口关税、增值税和渠道加价，实际价格可能更高。预算批准前请向本地供应商询价。</translation>
    </message>
    <message id="memo.spec.accelerators.one">
        <source>one accelerator</source>
        <translation>1 块加速卡</translation>
    </message>
    <message id="memo.test.training">
        <source>Training run</source>
        <translation>训练任务</translation>
    </message>
    <message id="memo.test.cluster.pass">
        <source>a test run's throughput implies the whole run in at most {days} days</source>
        <translation>试运行的吞吐量推算整个训练不超过 {days} 天</translation>
    </message>
    <message id="memo.test.job.pass">
        <source>one run finishes within {hours} hours</source>
        <translation>一次训练在 {hours} 小时内完成</translation>
    </message>
    <message id="memo.test.training.how">
        <source>the training tool's own log of tokens per second over the first 1,000 steps</source>
        <translation>训练工具日志中前 1,000 步的每秒 token 数</translation>
    </message>
    <message id="memo.test.soak">
        <source>Stable under load</source>
        <translation>负载稳定性</translation>
    </message>
    <message id="memo.test.soak.pass">
        <source>{hours} hours at the load above without an error, a restart or a slowdown from heat</source>
        <translation>在上述负载下连续运行 {hours} 小时，无报错、无重启、无过热降频</translation>
    </message>
    <message id="memo.test.soak.how">
        <source>the speed benchmark in a loop; the accelerators' temperatures and clocks logged (nvidia-smi dmon, npu-smi)</source>
        <translation>循环运行速度基准测试，并记录加速卡温度与频率（nvidia-smi dmon、npu-smi）</translation>
    </message>
    <message id="rule.consumer_in_server_room.memo">
        <source>{gpu} is a consumer card: in a server room NVIDIA's GeForce driver licence excludes data-centre use, its open-air cooler suits a tower and not a dense rack, and its warranty is for home use.</source>
        <translation>{gpu} 是消费级显卡：NVIDIA GeForce 驱动许可不允许数据中心部署，开放式散热适合塔式机箱而不适合高密度机架，保修面向家庭使用。</translation>
    </message>
    <message id="rule.consumer_in_server_room.radeon.memo">
        <source>{gpu} is a consumer card: its open-air cooler suits a tower and not a dense rack, and its warranty is for home use.</source>
        <translation>{gpu} 是消费级显卡：开放式散热适合塔式机箱而不适合高密度机架，保修面向家庭使用。</translation>
    </message>
    <message id="rule.end_of_life_stock_only.memo">
        <source>{gpu} is no longer made: new units are old stock, with short warranty and no spares later.</source>
        <translation>{gpu} 已停产：新卡只剩库存，保修短，日后难有备件。</translation>
    </message>
    <message id="rule.withdrawn.memo">
        <source>{gpu} is no longer sold new.</source>
        <translation>{gpu} 已不再销售新品。</translation>
    </message>
    <message id="rule.data_stays">
        <source>{name} is a rented machine of the cloud provider, and you said prompts and documents must stay in the company.</source>
        <translation>{name} 是云服务商的租用机器，而您已说明提示词和文档不得离开公司。</translation>
    </message>
    <message id="rule.not_domestic">
        <source>{gpu} is not a domestic part, and domestic hardware (信创) is required.</source>
        <translation>{gpu} 不是国产硬件，而本方案要求国产化（信创）。</translation>
    </message>
    <message id="check.xinchuang_host.build">
        <source>信创 covers the whole machine: specify a host CPU on the 信创 list (for example Kunpeng, Hygon or Phytium) and an operating system for it (for example Kylin, UOS or openEuler) to the supplier, and check that the accelerator's driver supports that pair.</source>
        <translation>信创要求覆盖整机：请向供应商指定信创目录内的主机 CPU（如鲲鹏、海光、飞腾）及配套操作系统（如麒麟、统信 UOS、openEuler），并确认加速卡驱动支持该组合。</translation>
    </message>
    <message id="check.xinchuang_host.system">
        <source>A domestic server sold whole: ask the vendor to confirm in the quote that its CPU and operating system are on the 信创 list you must follow.</source>
        <translation>国产整机：请厂商在报价中确认其 CPU 和操作系统在您需遵循的信创目录内。</translation>
    </message>
    <message id="suggest.no_domestic">
        <source>Domestic hardware (信创) is required, and no domestic part does this job here within the budget, though non-domestic ones would: the suggestions below stay domestic.</source>
        <translation>要求国产化（信创），而在此预算内没有国产硬件能完成这项工作（非国产硬件可以）：以下建议均为国产方案。</translation>
    </message>
    <message id="suggest.more_gpus.monthly">
        <source>Raise the monthly budget to {cost} {currency}: {option} fits.</source>
        <translation>把每月预算提高到 {cost} {currency}：{option} 可以满足。</translation>
    </message>
    <message id="label.closest">
        <source>Closest</source>
        <translation>最接近</translation>
    </message>
    <message id="reason.shortfall.speed">
        <source>Falls short of the wish: {speed} of the {wanted} tokens/s wished per person ({share}%).</source>
        <translation>未达到期望：每人每秒 {speed} 个 token，期望 {wanted}（达到 {share}%）。</translation>
    </message>
    <message id="reason.shortfall.wait">
        <source>The first word comes after about {wait} s, against the {limit} s allowed.</source>
        <translation>首字约 {wait} 秒后出现，超过允许的 {limit} 秒。</translation>
    </message>
    <message id="decision.closest">
        <source>Nothing here meets the wish within the budget. The closest: {name} for {upfront} up front, at {speed} of the {wanted} tokens/s wished per person ({share}%); what meeting the wish would take is listed below.</source>
        <translation>在预算内没有方案能完全满足期望。最接近的是 {name}：首期投入 {upfront}，每人每秒 {speed} 个 token，期望 {wanted}（达到 {share}%）；满足期望需要什么，见下方建议。</translation>
    </message>
    <message id="decision.api_cheaper">
        <source>As your prompts and documents may leave the company, renting tokens from {api} would cost less: {total} over the same years; buy only for what an API cannot give (your own fine-tuning, working offline, a fixed cost).</source>
        <translation>由于提示词和文档可以离开公司，按 token 租用 {api} 更便宜：同期 {total}；只有需要 API 给不了的东西（自行微调、离线使用、固定成本）时才值得购买。</translation>
    </message>
    <message id="decision.api_cheaper_other">
        <source>As your prompts and documents may leave the company, renting tokens from {api} would cost less: {total} over the same years, for {serves}, another model; buy only for what an API cannot give (this very model, your own fine-tuning, working offline).</source>
        <translation>由于提示词和文档可以离开公司，按 token 租用 {api} 更便宜：同期 {total}，但它提供的是另一个模型 {serves}；只有需要 API 给不了的东西（正是这个模型、自行微调、离线使用）时才值得购买。</translation>
    </message>
    <message id="decision.cloud_cheaper">
        <source>As your data may go to a cloud provider, renting {name} would cost less: {total} over the same years.</source>
        <translation>由于数据可以放到云服务商，租用 {name} 更便宜：同期约 {total}。</translation>
    </message>
    <message id="decision.api_first">
        <source>Rent tokens from {api}: {monthly} a month, {total} over {years} years, within your budget. Nothing bought or rented as a machine does this job within it, and you said your prompts and documents may leave the company.</source>
        <translation>按 token 租用 {api}：每月 {monthly}，{years} 年 {total}，在预算之内。预算内没有可购买或租用的机器能完成这项工作，而您已说明提示词和文档可以离开公司。</translation>
    </message>
    <message id="decision.api_first_other">
        <source>Rent tokens from {api}, which serves {serves}, another model: {monthly} a month, {total} over {years} years, within your budget. Nothing bought or rented as a machine does this job within it, and you said your prompts and documents may leave the company.</source>
        <translation>按 token 租用 {api}（提供的是另一个模型 {serves}）：每月 {monthly}，{years} 年 {total}，在预算之内。预算内没有可购买或租用的机器能完成这项工作，而您已说明提示词和文档可以离开公司。</translation>
    </message>
    <message id="decision.api_first.cheaper">
        <source>Rent tokens from {api}: {monthly} a month, {total} over {years} years, within your budget, against {rental_total} for renting {rental} to run the same model yourself. You said your prompts and documents may leave the company; if that changes, the rental is the choice.</source>
        <translation>按 token 租用 {api}：每月 {monthly}，{years} 年 {total}，在预算之内；自己租用 {rental} 运行同一模型则需 {rental_total}。您已说明提示词和文档可以离开公司；如果情况有变，应选择租用该云服务器。</translation>
    </message>
    <message id="reason.api_first">
        <source>A hosted API serving {serves}: {per_year} a year at the load estimated, nothing to buy or run; your prompts go to the provider.</source>
        <translation>托管 API，提供 {serves}：按估算负载每年 {per_year}，无需购买和运维；提示词会发送给服务商。</translation>
    </message>
    <message id="report.pick.api_no_alternative">
        <source>No machine, bought or rented, does this job within the budget: renting tokens is the way here.</source>
        <translation>预算内没有可购买或租用的机器能完成这项工作：按 token 租用是这里的办法。</translation>
    </message>
    <message id="report.pick.api_rental_too">
        <source>Renting a machine also does this job within the budget, from {total} over the years: the rentals are in the options below, for prompts that must stay with you.</source>
        <translation>在预算内租用云服务器也能完成这项工作，整个对比期内至少 {total}：这些租用方案列在下面的选项中，适合提示词不能交给他人的情况。</translation>
    </message>
    <message id="report.why_not">
        <source>Why not …?</source>
        <translation>为什么不选 ……？</translation>
    </message>
    <message id="report.why_not_intro">
        <source>The cards buyers often ask about, and every card ruled out for you, with the reason in one sentence.</source>
        <translation>常被问到的显卡，以及所有因不适合您而被排除的显卡，每项一句话说明原因。</translation>
    </message>
    <message id="report.alternatives">
        <source>Instead of owning hardware</source>
        <translation>不购买硬件的替代方式</translation>
    </message>
    <message id="export.col.count">
        <source>GPUs per machine</source>
        <translation>每台卡数</translation>
    </message>
    <message id="export.col.gpu">
        <source>GPU</source>
        <translation>显卡型号</translation>
    </message>
    <message id="export.col.runtime">
        <source>Runtime</source>
        <translation>推理框架</translation>
    </message>
    <message id="export.col.memory_needed">
        <source>Memory needed (GB)</source>
        <translation>所需内存（GB）</translation>
    </message>
    <message id="export.col.memory_usable">
        <source>Memory usable (GB)</source>
        <translation>可用内存（GB）</translation>
    </message>
    <message id="export.col.speed">
        <source>Speed per user (tokens/s)</source>
        <translation>每人速度（tokens/s）</translation>
    </message>
    <message id="export.col.power">
        <source>Power (W)</source>
        <translation>功率（W）</translation>
    </message>
    <message id="export.col.break_even">
        <source>Pays off vs renting (month)</source>
        <translation>相对租用的回本月份</translation>
    </message>
    <message id="export.col.per_million">
        <source>Per million tokens ({currency})</source>
        <translation>每百万 token（{currency}）</translation>
    </message>
    <message id="export.col.memory_of">
        <source>Memory counted</source>
        <translation>内存计算方式</translation>
    </message>
    <message id="export.col.machines">
        <source>Machines</source>
        <translation>机器台数</translation>
    </message>
    <message id="export.col.days">
        <source>Days per run</source>
        <translation>每次天数</translation>
    </message>
    <message id="export.col.gpu_hours">
        <source>GPU-hours per run</source>
        <translation>每次 GPU 小时</translation>
    </message>
    <message id="export.col.ruled_out">
        <source>Why not offered</source>
        <translation>不推荐的原因</translation>
    </message>
    <message id="export.sheet">
        <source>Options</source>
        <translation>方案</translation>
    </message>
    <message id="export.budget">
        <source>Budget: {budget}.</source>
        <translation>预算：{budget}。</translation>
    </message>
    <message id="export.budget.one_off">
        <source>{amount} one-off</source>
        <translation>一次性 {amount}</translation>
    </message>
    <message id="export.budget.monthly">
        <source>{amount} per month</source>
        <translation>每月 {amount}</translation>
    </message>
    <message id="export.written">
        <source>Options table written to {file}.</source>
        <translation>方案表已写入 {file}。</translation>
    </message>
    <message id="export.bad_suffix">
        <source>{file}: the options table is written as .csv or .xlsx.</source>
        <translation>{file}：方案表只能导出为 .csv 或 .xlsx。</translation>
    </message>
    <message id="report.not_pdf">
        <source>{file}: the PDF summary is written as .pdf; give a name that ends in .pdf</source>
        <translation>{file}：PDF 摘要只能写成 .pdf 文件；请用以 .pdf 结尾的文件名</translation>
    </message>
    <message id="label.recommended">
        <source>Recommended</source>
        <translation>首选</translation>
    </message>
    <message id="label.budget_alternative">
        <source>Budget alternative</source>
        <translation>平替</translation>
    </message>
    <message id="label.avoid">
        <source>Avoid</source>
        <translation>踩雷</translation>
    </message>
    <message id="label.option">
        <source>Option</source>
        <translation>备选</translation>
    </message>
    <message id="label.hybrid">
        <source>Hybrid</source>
        <translation>混合方案</translation>
    </message>
    <message id="report.product">
        <source>GPU Advisor</source>
        <translation>GPU 选型顾问</translation>
    </message>
    <message id="report.page">
        <source>Page {page} of {pages}</source>
        <translation>第 {page} 页，共 {pages} 页</translation>
    </message>
    <message id="report.default_title">
        <source>Hardware plan for {model}</source>
        <translation>{model} 硬件方案</translation>
    </message>
    <message id="report.use.chat">
        <source>a chat assistant for staff</source>
        <translation>员工聊天助手</translation>
    </message>
    <message id="report.use.document_qa">
        <source>questions about company documents</source>
        <translation>公司文档问答</translation>
    </message>
    <message id="report.use.batch">
        <source>batch processing of documents</source>
        <translation>文档批量处理</translation>
    </message>
    <message id="report.use.fine_tune">
        <source>fine-tuning on company data</source>
        <translation>用公司数据微调</translation>
    </message>
    <message id="report.use.pretrain">
        <source>continued training on a cluster</source>
        <translation>在集群上继续训练</translation>
    </message>
    <message id="report.cover_line">
        <source>Model: {model}. Use: {use}. People at the same moment: {users}.</source>
        <translation>模型：{model}。用途：{use}。同时使用人数：{users}。</translation>
    </message>
    <message id="report.cover_date">
        <source>Prepared on {date} with GPU Advisor {version}; hardware and price catalog as of {catalog}.</source>
        <translation>生成日期 {date}，GPU 选型顾问 {version}；硬件与价格目录日期 {catalog}。</translation>
    </message>
    <message id="report.cover_note">
        <source>Every figure is an estimate from datasheets and published measurements, shown with its range; prices are indicative and dated. Confirm prices with suppliers before ordering.</source>
        <translation>所有数字均为基于产品规格书和公开实测数据的估算，并给出区间；价格仅供参考并注明日期。下单前请向供应商确认价格。</translation>
    </message>
    <message id="report.summary">
        <source>Summary</source>
        <translation>方案摘要</translation>
    </message>
    <message id="report.buy">
        <source>Buy</source>
        <translation>购买</translation>
    </message>
    <message id="report.rent">
        <source>Rent</source>
        <translation>租用</translation>
    </message>
    <message id="report.recommend_line">
        <source>Recommendation: {verb} {what}, running the model as {quant} with {runtime}.</source>
        <translation>建议：{verb} {what}，以 {quant} 格式、用 {runtime} 运行模型。</translation>
    </message>
    <message id="report.cost_line">
        <source>Cost: {upfront} up front, {monthly} a month to run; {total} over {years} years.</source>
        <translation>费用：首期投入 {upfront}，每月运行费用 {monthly}；{years} 年合计 {total}。</translation>
    </message>
    <message id="report.break_even_line">
        <source>Buying costs less than renting the comparable cloud option ({instance}) from month {months} on.</source>
        <translation>与租用同等云方案（{instance}）相比，购买从第 {months} 个月起更省钱。</translation>
    </message>
    <message id="report.no_break_even_line">
        <source>Renting the comparable cloud option ({instance}) stays cheaper than buying over the whole period.</source>
        <translation>在整个使用期内，租用同等云方案（{instance}）始终比购买便宜。</translation>
    </message>
    <message id="report.speed_line">
        <source>Speed: each of {users} users sees about {speed} tokens per second (range {low} to {high}); a question asked alone gets its first words after about {ttft} seconds.</source>
        <translation>速度：{users} 位用户每人约每秒 {speed} 个 token（区间 {low} 至 {high}）；单独提问时约 {ttft} 秒后开始输出。</translation>
    </message>
    <message id="report.alternative_line">
        <source>{label}: {what}, {total} over the period.</source>
        <translation>{label}：{what}，使用期总费用 {total}。</translation>
    </message>
    <message id="report.risks">
        <source>Main risks and points to check:</source>
        <translation>主要风险与待核查事项：</translation>
    </message>
    <message id="memo.risk.speed_less_certain">
        <source>At the low end of its range the speed falls below the {wanted} tokens per second wanted; the range is this wide because the estimate is less certain for {families}.</source>
        <translation>在速度区间的低端，速度会低于期望的每秒 {wanted} 个 token；区间这么宽，是因为此估算把握较小（{families}）。</translation>
    </message>
    <message id="report.risk_speed">
        <source>At the low end of its range the speed falls below the {wanted} tokens per second wanted.</source>
        <translation>在速度区间的低端，速度会低于期望的每秒 {wanted} 个 token。</translation>
    </message>
    <message id="report.risk_avoid">
        <source>Do not buy {what}:</source>
        <translation>不要购买 {what}：</translation>
    </message>
    <message id="report.no_risks">
        <source>No open points: every check passed.</source>
        <translation>没有待办事项：所有检查均已通过。</translation>
    </message>
    <message id="report.nothing_fits">
        <source>Nothing in the catalog runs this model as asked. What would work:</source>
        <translation>目录中没有配置能按要求运行该模型。可行的做法：</translation>
    </message>
    <message id="kind.api">
        <source>hosted API, billed per token</source>
        <translation>托管 API，按 token 计费</translation>
    </message>
    <message id="report.api_first.costed">
        <source>How the hosted API's cost was estimated:</source>
        <translation>托管 API 费用的估算方法：</translation>
    </message>
    <message id="report.api_first.no_machine">
        <source>No machine, bought or rented, meets the whole wish within the budget. What would:</source>
        <translation>在预算内，没有可购买或租用的机器能完全满足期望。可以这样做：</translation>
    </message>
    <message id="report.nothing_meets">
        <source>Nothing here meets the whole wish within the budget. What would:</source>
        <translation>在预算内没有方案能完全满足期望。可以这样做：</translation>
    </message>
    <message id="report.options">
        <source>Options compared</source>
        <translation>方案对比</translation>
    </message>
    <message id="report.options_intro">
        <source>Memory is needed / usable in GB, per card, or of the one pool of unified memory for a Mac or a Jetson. Speed is tokens per second per user, with its range; a pretraining run shows its days and GPU-hours instead. Power is the average electrical draw of the whole machine.</source>
        <translation>内存为所需 / 可用（GB），按每张卡计算；Mac 和 Jetson 按整块统一内存计算。速度为每位用户每秒 token 数及其区间；预训练则显示所需天数和 GPU 小时。功率为整机平均耗电。</translation>
    </message>
    <message id="report.col.pick">
        <source>Pick</source>
        <translation>评级</translation>
    </message>
    <message id="report.col.hardware">
        <source>Hardware</source>
        <translation>硬件</translation>
    </message>
    <message id="report.col.format">
        <source>Format</source>
        <translation>格式</translation>
    </message>
    <message id="report.col.memory">
        <source>Memory needed / usable (GB)</source>
        <translation>所需 / 可用内存（GB）</translation>
    </message>
    <message id="report.col.speed">
        <source>Speed per user</source>
        <translation>每人速度</translation>
    </message>
    <message id="report.col.upfront">
        <source>Up front ({currency})</source>
        <translation>首期投入（{currency}）</translation>
    </message>
    <message id="report.col.monthly">
        <source>Per month ({currency})</source>
        <translation>每月（{currency}）</translation>
    </message>
    <message id="report.col.total">
        <source>{years} years ({currency})</source>
        <translation>{years} 年合计（{currency}）</translation>
    </message>
    <message id="report.col.power">
        <source>Power</source>
        <translation>功率</translation>
    </message>
    <message id="report.job_hours">
        <source>{hours} h per run</source>
        <translation>每次 {hours} 小时</translation>
    </message>
    <message id="report.charts">
        <source>Charts</source>
        <translation>图表</translation>
    </message>
    <message id="report.charts_intro">
        <source>Cost against speed for every option that fits (the dashed line is the best speed for the money); money spent month by month, buying against renting; the memory of the recommended option against the card's capacity.</source>
        <translation>所有可行方案的费用与速度（虚线为同等花费下的最快方案）；逐月累计花费，购买与租用对比；首选方案的显存占用与显卡容量对比。</translation>
    </message>
    <message id="report.checklist">
        <source>Compatibility checklist</source>
        <translation>兼容性检查清单</translation>
    </message>
    <message id="report.status.pass">
        <source>pass</source>
        <translation>通过</translation>
    </message>
    <message id="report.status.warn">
        <source>check</source>
        <translation>注意</translation>
    </message>
    <message id="report.status.fail">
        <source>fail</source>
        <translation>不通过</translation>
    </message>
    <message id="report.col.status">
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message id="report.col.check">
        <source>Check</source>
        <translation>检查项</translation>
    </message>
    <message id="report.col.fix">
        <source>What to do</source>
        <translation>处理办法</translation>
    </message>
    <message id="report.assumptions">
        <source>Assumptions and sources</source>
        <translation>假设与数据来源</translation>
    </message>
    <message id="report.assume.rate">
        <source>Exchange rate: 1 USD = {rate} CNY.</source>
        <translation>汇率：1 美元 = {rate} 元人民币。</translation>
    </message>
    <message id="report.assume.electricity">
        <source>Electricity: {price} {currency} per kWh, PUE {pue}, {hours} hours of use a day.</source>
        <translation>电价：每度 {price} {currency}，PUE {pue}，每天使用 {hours} 小时。</translation>
    </message>
    <message id="report.assume.horizon">
        <source>Period compared: {years} years.</source>
        <translation>对比期限：{years} 年。</translation>
    </message>
    <message id="report.assume.load">
        <source>Load: {users} users at once wanting {speed} tokens per second; questions of {prompt} tokens, answers of {answer}, conversations up to {context}.</source>
        <translation>负载：同时 {users} 位用户，期望每秒 {speed} 个 token；问题 {prompt} 个 token，回答 {answer} 个，对话最长 {context} 个。</translation>
    </message>
    <message id="report.assume.fine_tune">
        <source>Fine-tuning: {method}, {tokens} million tokens of data, {epochs} passes, {runs} runs a year.</source>
        <translation>微调：{method}，数据 {tokens} 百万 token，训练 {epochs} 轮，每年 {runs} 次。</translation>
    </message>
    <message id="report.assume.save_memory">
        <source> Low-memory settings (8-bit optimizer, gradients freed layer by layer, loss in chunks).</source>
        <translation>采用低显存设置（8 比特优化器、逐层释放梯度、分块计算损失）。</translation>
    </message>
    <message id="report.method.lora">
        <source>LoRA</source>
        <translation>LoRA 微调</translation>
    </message>
    <message id="report.method.qlora">
        <source>QLoRA</source>
        <translation>QLoRA 微调</translation>
    </message>
    <message id="report.method.full">
        <source>full fine-tune</source>
        <translation>全参数微调</translation>
    </message>
    <message id="report.prices_intro">
        <source>Prices used, with their date and source:</source>
        <translation>所用价格及其日期和来源：</translation>
    </message>
    <message id="report.new">
        <source>new</source>
        <translation>全新</translation>
    </message>
    <message id="report.used">
        <source>used</source>
        <translation>二手</translation>
    </message>
    <message id="report.col.item">
        <source>Item</source>
        <translation>项目</translation>
    </message>
    <message id="report.col.price">
        <source>Price</source>
        <translation>价格</translation>
    </message>
    <message id="report.col.date">
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message id="report.col.source">
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message id="report.calibration_intro">
        <source>Speeds come from the memory bandwidth and compute of each GPU, scaled by factors fitted to published measurements; the range is the spread those measurements showed:</source>
        <translation>速度由每张显卡的显存带宽和算力推算，并按公开实测数据拟合的系数修正；区间来自实测数据的离散程度：</translation>
    </message>
    <message id="report.col.runtime">
        <source>Runtime</source>
        <translation>推理框架</translation>
    </message>
    <message id="report.col.hardware_kind">
        <source>Hardware kind</source>
        <translation>硬件类别</translation>
    </message>
    <message id="report.col.bandwidth_share">
        <source>Share of bandwidth</source>
        <translation>带宽利用率</translation>
    </message>
    <message id="report.col.range">
        <source>Range (measured / estimated)</source>
        <translation>区间（实测 / 估算）</translation>
    </message>
    <message id="report.glossary">
        <source>Glossary</source>
        <translation>术语表</translation>
    </message>
    <message id="report.hardware.default">
        <source>other hardware</source>
        <translation>其他硬件</translation>
    </message>
    <message id="report.hardware.cuda">
        <source>NVIDIA, GDDR memory</source>
        <translation>NVIDIA，GDDR 显存</translation>
    </message>
    <message id="report.hardware.cuda-hbm">
        <source>NVIDIA data centre, HBM memory</source>
        <translation>NVIDIA 数据中心卡，HBM 显存</translation>
    </message>
    <message id="report.hardware.cuda-unified">
        <source>NVIDIA Jetson, shared memory</source>
        <translation>NVIDIA Jetson，共享内存</translation>
    </message>
    <message id="report.hardware.metal">
        <source>Apple silicon</source>
        <translation>苹果芯片</translation>
    </message>
    <message id="report.hardware.rocm">
        <source>AMD</source>
        <translation>AMD 显卡</translation>
    </message>
    <message id="report.hardware.rocm-hbm">
        <source>AMD data centre, HBM memory</source>
        <translation>AMD 数据中心卡，HBM 显存</translation>
    </message>
    <message id="report.term.token">
        <source>Token: the unit a model reads and writes, about three quarters of an English word or one to two Chinese characters.</source>
        <translation>Token（词元）：模型读写的基本单位，约等于四分之三个英文单词或一到两个汉字。</translation>
    </message>
    <message id="report.term.vram">
        <source>GPU memory (VRAM): the memory on the graphics card; the whole model must fit in it.</source>
        <translation>显存（VRAM）：显卡上的内存，整个模型必须能装进去。</translation>
    </message>
    <message id="report.term.kv">
        <source>KV cache: memory that holds each conversation in progress; it grows with users and conversation length.</source>
        <translation>KV 缓存：保存进行中对话的显存，随用户数和对话长度增长。</translation>
    </message>
    <message id="report.term.quant">
        <source>Quantization (8-bit, 4-bit): storing the model with fewer bits, so it needs less memory at a small loss of quality.</source>
        <translation>量化（8 比特、4 比特）：用更少的比特存储模型，显存需求更小，质量略有损失。</translation>
    </message>
    <message id="report.term.tp">
        <source>Tensor parallel: splitting one model across several GPUs so that they work on every word together.</source>
        <translation>张量并行：把一个模型拆分到多张显卡上，共同计算每一个词。</translation>
    </message>
    <message id="report.term.pue">
        <source>PUE: the building's total power divided by the computers' power; 1.3 means 30% extra for cooling and losses.</source>
        <translation>PUE：机房总耗电除以 IT 设备耗电；1.3 表示另有 30% 用于散热和损耗。</translation>
    </message>
    <message id="report.term.ttft">
        <source>Time to first token: how long a user waits before the answer starts to appear.</source>
        <translation>首字延迟：用户等待回答开始出现的时间。</translation>
    </message>
    <message id="report.term.break_even">
        <source>Break-even month: the month from which buying has cost less in total than renting.</source>
        <translation>回本月份：从这个月起，购买的总花费低于租用。</translation>
    </message>
    <message id="report.term.export">
        <source>Export control: rules that stop some GPUs from being sold new in some regions.</source>
        <translation>出口管制：限制某些显卡在部分地区销售新品的规定。</translation>
    </message>
    <message id="wizard.need_model">
        <source>Pick a model, or give a model's size in billions of parameters.</source>
        <translation>请选择一个模型，或填写模型参数量（单位：十亿）。</translation>
    </message>
    <message id="wizard.unknown_model.closest">
        <source>Unknown model: {model}. The closest in the catalog: {closest}. Choose one in the list above, or a model not in the list by its size.</source>
        <translation>未知模型：{model}。目录中最接近的是：{closest}。请在上面的列表中选择一个，或按参数规模填写列表中没有的模型。</translation>
    </message>
    <message id="wizard.unknown_model">
        <source>Unknown model: {model}.</source>
        <translation>未知模型：{model}。</translation>
    </message>
    <message id="wizard.need_users">
        <source>At least one user must use it at a time.</source>
        <translation>同时使用的人数至少为 1。</translation>
    </message>
    <message id="wizard.prompt_too_long">
        <source>The question and documents ({prompt} tokens) must be shorter than the context ({context} tokens).</source>
        <translation>问题与文档长度（{prompt} token）必须小于上下文长度（{context} token）。</translation>
    </message>
    <message id="scenario.answer_too_long">
        <source>The answer ({answer} tokens) cannot be longer than the context it is written in ({context} tokens).</source>
        <translation>回答长度（{answer} token）不能超过生成回答的上下文长度（{context} token）。</translation>
    </message>
    <message id="wizard.context_too_long">
        <source>{model} reads at most {limit} tokens; {context} is too long.</source>
        <translation>{model} 最多读取 {limit} 个 token，{context} 太长。</translation>
    </message>
    <message id="wizard.need_budget">
        <source>Give a one-off budget, a monthly budget, or both.</source>
        <translation>请填写一次性预算、每月预算或两者。</translation>
    </message>
    <message id="wizard.budget_zero">
        <source>A budget of zero buys nothing: enter an amount.</source>
        <translation>预算为零无法采购任何设备，请填写金额。</translation>
    </message>
    <message id="wizard.need_fine_tune">
        <source>Describe the fine-tuning: method, data size and passes.</source>
        <translation>请填写微调方式、数据量和训练轮数。</translation>
    </message>
    <message id="plain">
        <source>{text}</source>
        <translation>{text}</translation>
    </message>
    <message id="file.problem">
        <source>{file}: {problem}</source>
        <translation>{file}：{problem}</translation>
    </message>
    <message id="probe.computer">
        <source>This computer: {parts}.</source>
        <translation>本机：{parts}。</translation>
    </message>
    <message id="probe.ram">
        <source>{gb} GB of memory</source>
        <translation>内存 {gb} GB</translation>
    </message>
    <message id="probe.disk">
        <source>{gb} GB free on disk</source>
        <translation>磁盘可用 {gb} GB</translation>
    </message>
    <message id="probe.processors">
        <source>Processors: {sockets} × {name}, {cores} cores each.</source>
        <translation>处理器：{sockets} 颗 {name}，每颗 {cores} 核。</translation>
    </message>
    <message id="probe.processors_memory">
        <source>Processors: {sockets} × {name}, {cores} cores each; memory {memory}.</source>
        <translation>处理器：{sockets} 颗 {name}，每颗 {cores} 核；内存 {memory}。</translation>
    </message>
    <message id="probe.chip">
        <source>Chip: {chip}; its GPU shares the computer's memory.</source>
        <translation>芯片：{chip}；其 GPU 与本机共用内存。</translation>
    </message>
    <message id="probe.driver_no_gpu">
        <source>An NVIDIA driver ({driver}) is installed, but it lists no GPU.</source>
        <translation>已安装 NVIDIA 驱动（{driver}），但它没有列出任何 GPU。</translation>
    </message>
    <message id="probe.no_nvidia">
        <source>No NVIDIA GPU or driver found on this machine.</source>
        <translation>本机没有找到 NVIDIA GPU 或驱动。</translation>
    </message>
    <message id="probe.gpu">
        <source>GPU: {name}.</source>
        <translation>显卡：{name}。</translation>
    </message>
    <message id="probe.gpu_memory">
        <source>GPU: {name}, {gb} GB of memory.</source>
        <translation>显卡：{name}，显存 {gb} GB。</translation>
    </message>
    <message id="probe.gpus">
        <source>{count} GPUs: {name}.</source>
        <translation>{count} 块显卡：{name}。</translation>
    </message>
    <message id="probe.gpus_memory">
        <source>{count} GPUs: {name}, {gb} GB of memory each.</source>
        <translation>{count} 块显卡：{name}，每块显存 {gb} GB。</translation>
    </message>
    <message id="probe.driver">
        <source>NVIDIA driver {driver}.</source>
        <translation>NVIDIA 驱动 {driver}。</translation>
    </message>
    <message id="probe.driver_cuda">
        <source>NVIDIA driver {driver}, which supports CUDA up to {cuda}.</source>
        <translation>NVIDIA 驱动 {driver}，最高支持 CUDA {cuda}。</translation>
    </message>
    <message id="probe.toolkit">
        <source>CUDA toolkit {version} is installed.</source>
        <translation>已安装 CUDA 工具包 {version}。</translation>
    </message>
    <message id="probe.no_torch">
        <source>PyTorch is not installed.</source>
        <translation>未安装 PyTorch。</translation>
    </message>
    <message id="probe.torch_cuda">
        <source>PyTorch {version} is installed, built for CUDA {cuda}.</source>
        <translation>已安装 PyTorch {version}，对应 CUDA {cuda}。</translation>
    </message>
    <message id="probe.torch_cpu">
        <source>PyTorch {version} is installed, without CUDA: it will not use an NVIDIA GPU.</source>
        <translation>已安装 PyTorch {version}，但不含 CUDA：它不会使用 NVIDIA GPU。</translation>
    </message>
    <message id="probe.driver_too_old">
        <source>PyTorch needs CUDA {need} but the driver supports only {have}: update the NVIDIA driver.</source>
        <translation>PyTorch 需要 CUDA {need}，但驱动最高只支持 {have}：请更新 NVIDIA 驱动。</translation>
    </message>
    <message id="sizing.max_count">
        <source>{gpu} goes at most {max} to a machine, not {count}</source>
        <translation>{gpu} 每台机器最多装 {max} 张，装不下 {count} 张</translation>
    </message>
    <message id="sizing.ecosystem">
        <source>{runtime} does not run on {ecosystem} hardware ({gpu})</source>
        <translation>{runtime} 不能在 {ecosystem} 硬件（{gpu}）上运行</translation>
    </message>
    <message id="sizing.quant_runtime">
        <source>{runtime} does not load {quant}</source>
        <translation>{runtime} 不能加载 {quant}</translation>
    </message>
    <message id="sizing.no_fp8">
        <source>{gpu} has no FP8 tensor cores: FP8 weights run weight-only, prefill at FP16 speed</source>
        <translation>{gpu} 没有 FP8 张量核心：FP8 权重只能以仅权重方式运行，预填充只有 FP16 的速度</translation>
    </message>
    <message id="sizing.qlora_not_4bit">
        <source>QLoRA trains adapters on a 4-bit base; {quant} is not 4-bit (use NF4, or lora for a 16-bit base)</source>
        <translation>QLoRA 在 4 比特基座上训练适配器；{quant} 不是 4 比特（请用 NF4，16 比特基座请用 LoRA）</translation>
    </message>
    <message id="sizing.full_not_16bit">
        <source>full fine-tuning updates 16-bit weights; {quant} is a format for running a model (use BF16 or FP16)</source>
        <translation>全参数微调更新 16 比特权重；{quant} 是运行模型用的格式（请用 BF16 或 FP16）</translation>
    </message>
    <message id="sizing.no_training">
        <source>{runtime} does not fine-tune; use transformers (PEFT/TRL) or MLX</source>
        <translation>{runtime} 不能做微调；请用 transformers（PEFT/TRL）或 MLX</translation>
    </message>
    <message id="sizing.no_tensor_parallel">
        <source>{runtime} does not split layers across GPUs (tensor parallel)</source>
        <translation>{runtime} 不能把各层拆分到多张 GPU 上（张量并行）</translation>
    </message>
    <message id="sizing.heads">
        <source>tensor parallel over {count} GPUs needs {count} to divide the {heads} attention heads and {kv} KV heads; use 2, 4 or 8 GPUs or a layer split</source>
        <translation>在 {count} 张 GPU 上做张量并行，{count} 必须能整除 {heads} 个注意力头和 {kv} 个 KV 头；请用 2、4 或 8 张 GPU，或按层拆分</translation>
    </message>
    <message id="sizing.no_dense_training">
        <source>no published dense throughput for {gpu}: fine-tuning speed unknown</source>
        <translation>{gpu} 没有公开的稠密算力数据：微调速度未知</translation>
    </message>
    <message id="sizing.no_dense_prefill">
        <source>no published dense throughput for {gpu}: prefill speed unknown</source>
        <translation>{gpu} 没有公开的稠密算力数据：预填充速度未知</translation>
    </message>
    <message id="sizing.host_memory">
        <source>system memory too small: the weights kept on the CPU side need {need} GB ({copies} copies: one per socket with this runtime) and {host} has {have} GB</source>
        <translation>内存不足：放在 CPU 侧的权重需要 {need} GB（共 {copies} 份：此运行时每路 CPU 各一份），{host} 只有 {have} GB</translation>
    </message>
    <message id="sizing.no_hybrid">
        <source>{runtime} cannot keep part of a model in system memory: use ktransformers or llama.cpp with --host</source>
        <translation>{runtime} 不能把模型的一部分放在内存中运行：请配合 --host 使用 ktransformers 或 llama.cpp</translation>
    </message>
    <message id="sizing.hybrid_limits">
        <source>CPU+GPU hybrid on {host}: fine for one or a few users at once; long prompts are read slowly ({where}), so the first word of an answer to a long document takes tens of seconds</source>
        <translation>{host} 上的 CPU+GPU 混合推理：适合同时一名或少数几名用户；长提示词读得慢（{where}），长文档的回答要几十秒才出第一个字</translation>
    </message>
    <message id="sizing.prefill_on_cpu">
        <source>prefill runs on the CPU</source>
        <translation>预填充在 CPU 上进行</translation>
    </message>
    <message id="sizing.prefill_over_pcie">
        <source>for every pass of the prompt the experts are copied to the GPU over PCIe</source>
        <translation>每读一段提示词，都要经 PCIe 把专家参数拷贝到 GPU</translation>
    </message>
    <message id="cluster.pipeline">
        <source>served by {machines} machines over {network}: each holds a share of the layers (pipeline), the GPUs inside a machine split each layer (tensor parallel); one answer crosses the network once per machine per word</source>
        <translation>由 {machines} 台机器经 {network} 联合服务：每台机器承担一部分层（流水线并行），机器内的 GPU 再切分每一层（张量并行）；每生成一个字，数据要在每台机器之间经网络传递一次</translation>
    </message>
    <message id="cluster.tensor">
        <source>served by {machines} machines over {network} as one tensor-parallel group: every GPU of every machine holds a share of each layer, and each layer waits twice per word on the network between the machines</source>
        <translation>由 {machines} 台机器经 {network} 组成一个张量并行组联合服务：所有机器的每块 GPU 都承担每一层的一部分，每生成一个字，每一层都要两次等待机器之间的网络</translation>
    </message>
    <message id="cluster.network_bound">
        <source>{network} is too slow for this cluster: exchanging the gradients adds about {share}% to every training step</source>
        <translation>{network} 对这个集群来说太慢：交换梯度会让每个训练步骤多花约 {share}% 的时间</translation>
    </message>
    <message id="check.rack_power.pass">
        <source>Power: each machine draws up to about {kw} kW, so a 10 kW rack takes {per_rack}; {machines} machines need {racks} rack(s) (the rule of at least 10 kW for an 8-GPU server)</source>
        <translation>供电：每台机器最高约 {kw} kW，一个 10 kW 机柜可放 {per_rack} 台；{machines} 台机器需要 {racks} 个机柜（8 卡服务器供电至少 10 kW 的经验规则）</translation>
    </message>
    <message id="check.rack_power.dense">
        <source>Power: each machine draws up to about {kw} kW, more than a usual 10 kW rack supplies: {machines} machines need {racks} racks built for more than 10 kW each (ask the data centre for high-density racks and cooling)</source>
        <translation>供电：每台机器最高约 {kw} kW，超过常见 10 kW 机柜的供电能力：{machines} 台机器需要 {racks} 个单柜超过 10 kW 的机柜（请向机房确认高密度机柜及散热）</translation>
    </message>
    <message id="reason.machines">
        <source>{machines} machines of {count} × {gpu}, joined by {network}: {ports} network ports and {switch_ports} switch ports, about {network_cost} {currency} for the switches, cables and transceivers</source>
        <translation>{machines} 台各配 {count} × {gpu} 的机器，经 {network} 互联：{ports} 个网络端口、{switch_ports} 个交换机端口，交换机、线缆和光模块约 {network_cost} {currency}</translation>
    </message>
    <message id="reason.no_network_price">
        <source>No sourced price for {network} in the catalog: the cluster is shown without a cost</source>
        <translation>目录中没有 {network} 的可靠价格：该集群不显示费用</translation>
    </message>
    <message id="reason.pretrain_cluster">
        <source>{machines} machines of {count} × {gpu} finish the run in about {days} days (range {fastest}-{slowest}), {gpu_hours} GPU-hours; tensor parallel {tp} inside a machine, pipeline {pp}, data parallel {dp}</source>
        <translation>{machines} 台各配 {count} × {gpu} 的机器约 {days} 天完成训练（区间 {fastest}-{slowest} 天），共 {gpu_hours} GPU 小时；机器内张量并行 {tp}，流水线并行 {pp}，数据并行 {dp}</translation>
    </message>
    <message id="cluster.fp8_sized_as_bf16">
        <source>{gpu} has no FP8 tensor cores: the run is sized in BF16</source>
        <translation>{gpu} 没有 FP8 张量核心：按 BF16 训练估算</translation>
    </message>
    <message id="cluster.pcie_mfu_assumed">
        <source>no published pretraining measurement on {gpu} without a GPU-to-GPU link: its utilisation is assumed at about half that of NVLink servers</source>
        <translation>没有找到 {gpu}（无 GPU 间高速互联）的公开预训练实测数据：其算力利用率按 NVLink 服务器的约一半估算</translation>
    </message>
    <message id="reason.billing.spot_refused_pretrain">
        <source>The spot price ({rate} {currency} an hour) is not used: a pretraining run needs all its machines for weeks at once, spot capacity of that size is rarely there, and each reclaimed machine stops the whole cluster</source>
        <translation>未采用竞价价格（每小时 {rate} {currency}）：预训练需要所有机器连续运行数周，很少有这么大规模的竞价资源，而且任何一台被回收都会让整个集群停下</translation>
    </message>
    <message id="reason.billing.spot_refused_long_run">
        <source>The spot price ({rate} {currency} an hour) is not used: a run of about {hours} hours is longer than a spot instance is reliably kept ({limit} hours at most here; the provider may reclaim it at any moment after a short protection period), so it is priced on demand</source>
        <translation>未采用竞价价格（每小时 {rate} {currency}）：约 {hours} 小时的训练超过竞价实例可靠保留的时长（此处最多 {limit} 小时；短暂的保护期过后云厂商随时可能回收），因此按按量付费计价</translation>
    </message>
    <message id="check.vendor_stack.warn">
        <source>{gpu} runs on {stack}, not CUDA: buy these servers as the vendor's installed system (a "DeepSeek all-in-one", MindIE or vLLM-Ascend set up) with an on-site support contract; your team will not be able to install or fix the software alone</source>
        <translation>{gpu} 使用 {stack} 而非 CUDA：请按厂商预装交付的整机（“DeepSeek 一体机”，已装好 MindIE 或 vLLM-Ascend）采购，并签订上门支持服务；贵团队难以自行安装或排除软件故障</translation>
    </message>
    <message id="reason.wait">
        <source>With {users} people asking at once, each {prompt}-token question waits about {wait} s for the first word (the prompts are read in turn).</source>
        <translation>{users} 人同时提问时，每个 {prompt} token 的问题约需等待 {wait} 秒才出第一个字（提示词需依次读取）。</translation>
    </message>
    <message id="reason.wait_ok">
        <source>With {users} people asking at once, each {prompt}-token question waits about {wait} s for the first word, within your limit of {limit} s.</source>
        <translation>{users} 人同时提问时，每个 {prompt} token 的问题约需等待 {wait} 秒才出第一个字，在您设定的 {limit} 秒之内。</translation>
    </message>
    <message id="reason.wait_long">
        <source>With {users} people asking at once, each {prompt}-token question waits about {wait} s for the first word: longer than your limit of {limit} s.</source>
        <translation>{users} 人同时提问时，每个 {prompt} token 的问题约需等待 {wait} 秒才出第一个字：超过您设定的 {limit} 秒。</translation>
    </message>
    <message id="reason.batch_ok">
        <source>Gets through about {documents} documents an hour ({prompt} tokens in, {answer} out, {streams} at a time), at least the {wanted} wanted.</source>
        <translation>每小时约可处理 {documents} 份文档（每份输入 {prompt} 个 token、输出 {answer} 个，同时处理 {streams} 份），不少于所需的 {wanted} 份。</translation>
    </message>
    <message id="reason.batch_short">
        <source>Gets through only about {documents} documents an hour ({prompt} tokens in, {answer} out, {streams} at a time), fewer than the {wanted} wanted.</source>
        <translation>每小时仅约可处理 {documents} 份文档（每份输入 {prompt} 个 token、输出 {answer} 个，同时处理 {streams} 份），少于所需的 {wanted} 份。</translation>
    </message>
    <message id="reason.thinking">
        <source>{model} thinks before it answers: about {thinking} tokens of thinking per question (everyday questions; hard maths or code take 10,000 or more), so the answer starts after about {starts} s and is complete after about {done} s. A model without long thinking answers sooner.</source>
        <translation>{model} 是推理模型，会先思考再回答：每个问题约写 {thinking} 个 token 的思考过程（日常问题；难的数学或编程题常超过 10,000），因此回答约在 {starts} 秒后开始、约 {done} 秒后完成。不做长思考的模型回答更快。</translation>
    </message>
    <message id="whynot.no_runtime">
        <source>{gpu}: no serving software the app knows runs on its stack ({stack}) yet, so it cannot be sized or compared; ask the vendor which models and serving software it supports today</source>
        <translation>{gpu}：目前没有本软件已知的推理服务软件支持其软件栈（{stack}），因此无法测算和比较；请向厂商确认其当前支持的模型和推理服务软件</translation>
    </message>
    <message id="reason.newer_model">
        <source>A newer model of the same size is ahead in its maker's own tables: {newer} against {model} ({scores}; thinking mode; published {date}), and it runs on this same machine. It can also answer at once without thinking: faster, but then it scores well below either model's thinking. Try both on your own questions before you decide.</source>
        <translation>同等规模的更新模型在其厂商公布的评测中领先：{newer} 对比 {model}（{scores}；思考模式；{date} 发布），且在这台机器上同样能运行。它也可以不思考直接回答：更快，但得分会明显低于两者的思考模式。决定前请用您自己的问题两者都试一试。</translation>
    </message>
    <message id="reason.newer_model.bigger">
        <source>A newer model of the same size is ahead in its maker's own tables: {newer} against {model} ({scores}; thinking mode; published {date}), but it needs more memory than this machine keeps for the same people. It can also answer at once without thinking: faster, but then it scores well below either model's thinking. Size it too before you decide.</source>
        <translation>同等规模的更新模型在其厂商公布的评测中领先：{newer} 对比 {model}（{scores}；思考模式；{date} 发布），但为同样的用户数它需要的显存超过这台机器所留。它也可以不思考直接回答：更快，但得分会明显低于两者的思考模式。决定前请也为它做一次选型估算。</translation>
    </message>
    <message id="reason.newer_model.score">
        <source>{benchmark} {newer} vs {this}</source>
        <translation>{benchmark} {newer} 对 {this}</translation>
    </message>
    <message id="reason.plain_twin">
        <source>If answers must come sooner: {twin}, the same architecture and size without long thinking, would complete an answer in about {done} s on this machine; {model} is stronger at maths, code and step-by-step reasoning, so try both on your own questions.</source>
        <translation>如需更快出答案：{twin} 与之架构和规模相同、不做长思考，在这台机器上约 {done} 秒即可答完；{model} 更擅长数学、编程和分步推理，建议用您自己的问题对比两者。</translation>
    </message>
    <message id="sizing.less_certain">
        <source>the estimate is less certain for {families}: published measurements of such configurations lie further from the estimate, so its speed range is wider</source>
        <translation>此估算把握较小（{families}）：这类配置的公开实测与估算相差更大，因此速度区间更宽</translation>
    </message>
    <message id="family.moe">
        <source>a mixture-of-experts (MoE) model</source>
        <translation>混合专家（MoE）模型</translation>
    </message>
    <message id="family.hybrid">
        <source>a model split between the CPU's memory and the GPU</source>
        <translation>模型分在 CPU 内存与 GPU 上运行</translation>
    </message>
    <message id="family.multinode">
        <source>a model served by several machines</source>
        <translation>多台机器共同运行一个模型</translation>
    </message>
    <message id="family.training">
        <source>training</source>
        <translation>训练</translation>
    </message>
    <message id="family.concurrency">
        <source>many users at once</source>
        <translation>多人同时使用</translation>
    </message>
    <message id="family.new_parts">
        <source>hardware of the newest generation</source>
        <translation>最新一代硬件</translation>
    </message>
    <message id="sizing.moe_low">
        <source>large MoE models and MoE over several GPUs often decode below this estimate: the speed range is wider on the low side</source>
        <translation>大型 MoE 模型以及跨多张 GPU 运行的 MoE 模型，实际生成速度常低于此估算：速度区间向低端放宽</translation>
    </message>
    <message id="cost.pue_explained">
        <source>PUE (power usage effectiveness) is the building's total power divided by the IT equipment's power. 1.0 would mean no overhead; an office with air conditioning is about 1.3-1.5, a good data centre 1.1-1.3. Every kWh the GPUs use costs PUE kWh on the bill.</source>
        <translation>PUE（电能利用效率）= 机房总耗电 ÷ IT 设备耗电。1.0 表示没有任何额外损耗；带空调的办公室约 1.3-1.5，优秀的数据中心约 1.1-1.3。显卡每用 1 度电，电费单上就是 PUE 度。</translation>
    </message>
    <message id="scenario.need_fine_tune">
        <source>use_case 'fine_tune' needs a fine_tune section (method, dataset_tokens, epochs)</source>
        <translation>用途为微调时需要填写微调设置（方式、数据量、训练轮数）</translation>
    </message>
    <message id="scenario.host_memory_rate">
        <source>{type} memory does not run at {rate} MT/s: its speeds are {low} to {high} MT/s (DDR4-3200 is 3200)</source>
        <translation>{type} 内存没有 {rate} MT/s 这一速率：其速率为 {low} 至 {high} MT/s（DDR4-3200 即 3200）</translation>
    </message>
    <message id="scenario.host_amx">
        <source>AMX is only on Intel CPUs with AVX-512 (Xeon 4th generation and later): with amx, set avx512 and leave the maker Intel</source>
        <translation>AMX 只存在于带 AVX-512 的 Intel CPU（第四代至强及更新）：选了 AMX 就要选 AVX-512，且厂商须为 Intel</translation>
    </message>
    <message id="scenario.host_needs_ram">
        <source>your own server's processors are given: it needs its installed memory too (System memory)</source>
        <translation>填写了自有服务器的处理器，还需要填写它已装的内存（系统内存）</translation>
    </message>
    <message id="validation.item">
        <source>{field}: {problem}</source>
        <translation>{field}：{problem}</translation>
    </message>
    <message id="validation.path">
        <source>{path} ({label})</source>
        <translation>{label}（{path}）</translation>
    </message>
    <message id="validation.and">
        <source>{first}; {rest}</source>
        <translation>{first}；{rest}</translation>
    </message>
    <message id="validation.more">
        <source>{text} (and {more} more)</source>
        <translation>{text}（另有 {more} 处）</translation>
    </message>
    <message id="validation.ge">
        <source>must be at least {limit}</source>
        <translation>不能小于 {limit}</translation>
    </message>
    <message id="validation.gt">
        <source>must be more than {limit}</source>
        <translation>必须大于 {limit}</translation>
    </message>
    <message id="validation.le">
        <source>must be at most {limit}</source>
        <translation>不能大于 {limit}</translation>
    </message>
    <message id="validation.lt">
        <source>must be less than {limit}</source>
        <translation>必须小于 {limit}</translation>
    </message>
    <message id="validation.choice">
        <source>must be one of {expected}</source>
        <translation>只能是以下之一：{expected}</translation>
    </message>
    <message id="validation.version">
        <source>must be a version number such as 12.4</source>
        <translation>必须是版本号，例如 12.4</translation>
    </message>
    <message id="validation.pattern">
        <source>is not in the expected form</source>
        <translation>格式不正确</translation>
    </message>
    <message id="validation.missing">
        <source>is missing</source>
        <translation>缺少此项</translation>
    </message>
    <message id="validation.extra">
        <source>is not a setting this app knows</source>
        <translation>不是本应用认识的设置</translation>
    </message>
    <message id="validation.int">
        <source>must be a whole number</source>
        <translation>必须是整数</translation>
    </message>
    <message id="validation.number">
        <source>must be a number</source>
        <translation>必须是数字</translation>
    </message>
    <message id="validation.not_bool">
        <source>must be a number, not true or false</source>
        <translation>必须是数字，不能是 true 或 false</translation>
    </message>
    <message id="validation.finite">
        <source>must be a finite number</source>
        <translation>必须是有限的数字</translation>
    </message>
    <message id="validation.bool">
        <source>must be true or false</source>
        <translation>必须是 true 或 false</translation>
    </message>
    <message id="validation.date">
        <source>must be a date such as 2026-01-31</source>
        <translation>必须是日期，例如 2026-01-31</translation>
    </message>
    <message id="validation.too_long">
        <source>must be at most {limit} characters long</source>
        <translation>最多 {limit} 个字符</translation>
    </message>
    <message id="validation.too_short">
        <source>must not be empty</source>
        <translation>不能为空</translation>
    </message>
    <message id="validation.type">
        <source>has the wrong kind of value</source>
        <translation>值的类型不对</translation>
    </message>
    <message id="validation.other">
        <source>{message}</source>
        <translation>{message}</translation>
    </message>
    <message id="field.scenario.schema_version">
        <source>File version</source>
        <translation>文件版本</translation>
    </message>
    <message id="field.scenario.title">
        <source>Title</source>
        <translation>标题</translation>
    </message>
    <message id="field.scenario.use_case">
        <source>What it is for</source>
        <translation>用途</translation>
    </message>
    <message id="field.scenario.model">
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message id="field.scenario.custom_params_b">
        <source>Model size (billions of parameters)</source>
        <translation>模型参数量（十亿）</translation>
    </message>
    <message id="field.scenario.lowest_precision">
        <source>Lowest precision</source>
        <translation>最低精度</translation>
    </message>
    <message id="field.scenario.context_tokens">
        <source>Longest conversation (tokens)</source>
        <translation>最长对话长度（token）</translation>
    </message>
    <message id="field.scenario.prompt_tokens">
        <source>Question and documents (tokens)</source>
        <translation>问题与文档长度（token）</translation>
    </message>
    <message id="field.scenario.answer_tokens">
        <source>Answer length (tokens)</source>
        <translation>回答长度（token）</translation>
    </message>
    <message id="field.scenario.concurrent_users">
        <source>People at the same moment</source>
        <translation>同时使用人数</translation>
    </message>
    <message id="field.scenario.tokens_per_s_per_user">
        <source>Speed per person (tokens/s)</source>
        <translation>每人速度（tokens/s）</translation>
    </message>
    <message id="field.scenario.budget">
        <source>Budget</source>
        <translation>预算</translation>
    </message>
    <message id="field.scenario.budget.one_off">
        <source>One-off budget</source>
        <translation>一次性预算</translation>
    </message>
    <message id="field.scenario.budget.monthly">
        <source>Monthly budget</source>
        <translation>每月预算</translation>
    </message>
    <message id="field.scenario.budget.currency">
        <source>Currency</source>
        <translation>币种</translation>
    </message>
    <message id="field.scenario.budget.usd_to_cny">
        <source>Exchange rate (CNY per USD)</source>
        <translation>汇率（1 美元兑人民币）</translation>
    </message>
    <message id="field.scenario.horizon_years">
        <source>Years to plan for</source>
        <translation>规划年限</translation>
    </message>
    <message id="field.scenario.electricity_price">
        <source>Electricity price per kWh</source>
        <translation>每度电价</translation>
    </message>
    <message id="field.scenario.pue">
        <source>Building overhead, PUE</source>
        <translation>机房能耗系数 PUE</translation>
    </message>
    <message id="field.scenario.hours_per_day">
        <source>Hours of use per day</source>
        <translation>每天使用小时数</translation>
    </message>
    <message id="field.scenario.target">
        <source>Where it runs</source>
        <translation>部署位置</translation>
    </message>
    <message id="field.scenario.region">
        <source>Region</source>
        <translation>地区</translation>
    </message>
    <message id="field.scenario.used_ok">
        <source>Used cards allowed</source>
        <translation>接受二手卡</translation>
    </message>
    <message id="field.scenario.fine_tune">
        <source>Fine-tuning</source>
        <translation>微调</translation>
    </message>
    <message id="field.scenario.fine_tune.method">
        <source>Fine-tuning method</source>
        <translation>微调方式</translation>
    </message>
    <message id="field.scenario.fine_tune.dataset_tokens">
        <source>Fine-tuning data (tokens)</source>
        <translation>微调数据量（token）</translation>
    </message>
    <message id="field.scenario.fine_tune.epochs">
        <source>Passes over the data</source>
        <translation>训练轮数</translation>
    </message>
    <message id="field.scenario.fine_tune.runs_per_year">
        <source>Fine-tuning runs a year</source>
        <translation>每年微调次数</translation>
    </message>
    <message id="field.scenario.fine_tune.save_memory">
        <source>Save memory</source>
        <translation>节省显存</translation>
    </message>
    <message id="field.scenario.existing">
        <source>What you have</source>
        <translation>现有设备</translation>
    </message>
    <message id="field.scenario.existing.psu_watts">
        <source>Power supply (W)</source>
        <translation>电源功率（W）</translation>
    </message>
    <message id="field.scenario.existing.free_slots">
        <source>Free PCIe slot positions</source>
        <translation>空闲 PCIe 插槽位置</translation>
    </message>
    <message id="field.scenario.existing.chassis">
        <source>Chassis</source>
        <translation>机箱</translation>
    </message>
    <message id="field.scenario.existing.site_power_limit_w">
        <source>Site power limit (W)</source>
        <translation>站点功率上限（W）</translation>
    </message>
    <message id="field.scenario.existing.os">
        <source>Operating system</source>
        <translation>操作系统</translation>
    </message>
    <message id="field.scenario.existing.cuda_version">
        <source>CUDA version</source>
        <translation>CUDA 版本</translation>
    </message>
    <message id="field.scenario.existing.pytorch_version">
        <source>PyTorch version</source>
        <translation>PyTorch 版本</translation>
    </message>
    <message id="field.scenario.existing.driver_version">
        <source>NVIDIA driver version</source>
        <translation>NVIDIA 驱动版本</translation>
    </message>
    <message id="field.scenario.existing.system_ram_gb">
        <source>System memory (GB)</source>
        <translation>系统内存（GB）</translation>
    </message>
    <message id="field.scenario.existing.disk_free_gb">
        <source>Free disk space (GB)</source>
        <translation>可用磁盘空间（GB）</translation>
    </message>
    <message id="field.scenario.existing.gpus">
        <source>GPUs you own</source>
        <translation>已有显卡</translation>
    </message>
    <message id="field.scenario.existing.gpus.gpu">
        <source>GPU</source>
        <translation>显卡</translation>
    </message>
    <message id="field.scenario.existing.gpus.count">
        <source>Number of cards</source>
        <translation>显卡数量</translation>
    </message>
    <message id="field.scenario.existing.host">
        <source>Your own server (for a CPU+GPU machine)</source>
        <translation>自有服务器（用于 CPU+GPU 混合方案）</translation>
    </message>
    <message id="field.scenario.existing.host.name">
        <source>Server name</source>
        <translation>服务器名称</translation>
    </message>
    <message id="field.scenario.existing.host.sockets">
        <source>CPU sockets</source>
        <translation>CPU 路数</translation>
    </message>
    <message id="field.scenario.existing.host.cores_per_socket">
        <source>Cores per CPU</source>
        <translation>每颗 CPU 的核心数</translation>
    </message>
    <message id="field.scenario.existing.host.base_ghz">
        <source>Base clock (GHz)</source>
        <translation>基础频率（GHz）</translation>
    </message>
    <message id="field.scenario.existing.host.channels_per_socket">
        <source>Memory channels per CPU</source>
        <translation>每颗 CPU 的内存通道数</translation>
    </message>
    <message id="field.scenario.existing.host.memory_type">
        <source>Memory type (DDR4 or DDR5)</source>
        <translation>内存类型（DDR4 或 DDR5）</translation>
    </message>
    <message id="field.scenario.existing.host.memory_mt_s">
        <source>Memory speed (MT/s)</source>
        <translation>内存速率（MT/s）</translation>
    </message>
    <message id="field.scenario.existing.host.avx512">
        <source>AVX-512</source>
        <translation>AVX-512 指令集</translation>
    </message>
    <message id="field.scenario.existing.host.amx">
        <source>Intel AMX</source>
        <translation>Intel AMX 矩阵单元</translation>
    </message>
    <message id="field.scenario.existing.host.vendor">
        <source>CPU maker</source>
        <translation>CPU 厂商</translation>
    </message>
    <message id="field.prices.schema_version">
        <source>File version</source>
        <translation>文件版本</translation>
    </message>
    <message id="field.prices.usd_to_cny">
        <source>Exchange rate (CNY per USD)</source>
        <translation>汇率（1 美元兑人民币）</translation>
    </message>
    <message id="field.prices.gpu_prices">
        <source>GPU prices</source>
        <translation>显卡价格</translation>
    </message>
    <message id="field.prices.gpu_prices.gpu">
        <source>GPU</source>
        <translation>显卡</translation>
    </message>
    <message id="field.prices.gpu_prices.condition">
        <source>New or used</source>
        <translation>全新或二手</translation>
    </message>
    <message id="field.prices.gpu_prices.currency">
        <source>Currency</source>
        <translation>币种</translation>
    </message>
    <message id="field.prices.gpu_prices.amount">
        <source>Price</source>
        <translation>价格</translation>
    </message>
    <message id="field.prices.gpu_prices.as_of">
        <source>Date of the price</source>
        <translation>价格日期</translation>
    </message>
    <message id="field.prices.gpu_prices.source">
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message id="field.prices.cloud_prices">
        <source>Cloud prices</source>
        <translation>云端价格</translation>
    </message>
    <message id="field.prices.cloud_prices.instance">
        <source>Cloud instance</source>
        <translation>云实例</translation>
    </message>
    <message id="field.prices.cloud_prices.region">
        <source>Region</source>
        <translation>地区</translation>
    </message>
    <message id="field.prices.cloud_prices.market">
        <source>Market</source>
        <translation>市场</translation>
    </message>
    <message id="field.prices.cloud_prices.currency">
        <source>Currency</source>
        <translation>币种</translation>
    </message>
    <message id="field.prices.cloud_prices.on_demand_per_hour">
        <source>Price per hour</source>
        <translation>每小时价格</translation>
    </message>
    <message id="field.prices.cloud_prices.as_of">
        <source>Date of the price</source>
        <translation>价格日期</translation>
    </message>
    <message id="field.prices.cloud_prices.source">
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message id="file.what.scenario">
        <source>scenario file</source>
        <translation>方案文件</translation>
    </message>
    <message id="file.what.prices">
        <source>price file</source>
        <translation>价格文件</translation>
    </message>
    <message id="file.what.pdf">
        <source>PDF summary</source>
        <translation>PDF 摘要</translation>
    </message>
    <message id="file.what.catalog">
        <source>catalog file</source>
        <translation>硬件目录文件</translation>
    </message>
    <message id="file.what.file">
        <source>file</source>
        <translation>文件</translation>
    </message>
    <message id="file.kind.folder">
        <source>a folder</source>
        <translation>文件夹</translation>
    </message>
    <message id="file.kind.pipe">
        <source>a pipe</source>
        <translation>管道</translation>
    </message>
    <message id="file.kind.device">
        <source>a device</source>
        <translation>设备</translation>
    </message>
    <message id="file.kind.socket">
        <source>a socket</source>
        <translation>套接字</translation>
    </message>
    <message id="file.kind.other">
        <source>something other than a file</source>
        <translation>非普通文件的对象</translation>
    </message>
    <message id="file.none_given">
        <source>no {what} given</source>
        <translation>没有指定{what}</translation>
    </message>
    <message id="file.cannot_read">
        <source>{file}: cannot read ({reason})</source>
        <translation>{file}：无法读取（{reason}）</translation>
    </message>
    <message id="file.not_regular">
        <source>{file}: this is {kind}, not a regular file; choose a {what}</source>
        <translation>{file}：这是{kind}，不是普通文件；请选择一个{what}</translation>
    </message>
    <message id="file.too_large">
        <source>{file}: too large for a {what} (more than {limit} bytes)</source>
        <translation>{file}：文件太大，不会是{what}（超过 {limit} 字节）</translation>
    </message>
    <message id="file.not_utf8">
        <source>{file}: not UTF-8 text; save the {what} as UTF-8 and try again</source>
        <translation>{file}：不是 UTF-8 文本；请把{what}另存为 UTF-8 后再试</translation>
    </message>
    <message id="file.not_json">
        <source>{file} is damaged or is not a GPU Advisor {what}: it could not be read (line {line}, column {column}: {detail})</source>
        <translation>{file} 已损坏，或不是 GPU 选型顾问的{what}：无法读取（第 {line} 行第 {column} 列：{detail}）</translation>
    </message>
    <message id="file.not_finite">
        <source>{file}: {number} is not a usable number; write a plain number in the {what}</source>
        <translation>{file}：{number} 不是可用的数字；请在{what}中填写普通数字</translation>
    </message>
    <message id="file.too_deep">
        <source>{file}: nested too deeply to be a {what}</source>
        <translation>{file}：嵌套层数太多，不会是{what}</translation>
    </message>
    <message id="file.too_many_digits">
        <source>{file}: holds a number with too many digits; this is not a {what}</source>
        <translation>{file}：含有位数过多的数字；这不是{what}</translation>
    </message>
    <message id="file.json.value">
        <source>Expecting value</source>
        <translation>此处应有一个值</translation>
    </message>
    <message id="file.json.comma">
        <source>Expecting ',' delimiter</source>
        <translation>此处应有逗号</translation>
    </message>
    <message id="file.json.colon">
        <source>Expecting ':' delimiter</source>
        <translation>此处应有冒号</translation>
    </message>
    <message id="file.json.name">
        <source>Expecting property name enclosed in double quotes</source>
        <translation>此处应有用双引号括起的名称</translation>
    </message>
    <message id="file.json.string">
        <source>Unterminated string starting at</source>
        <translation>字符串没有结束</translation>
    </message>
    <message id="file.json.control">
        <source>Invalid control character at</source>
        <translation>无效的控制字符</translation>
    </message>
    <message id="file.json.escape">
        <source>Invalid \escape</source>
        <translation>无效的转义</translation>
    </message>
    <message id="file.json.unicode">
        <source>Invalid \uXXXX escape</source>
        <translation>无效的 \uXXXX 转义</translation>
    </message>
    <message id="file.json.extra">
        <source>Extra data</source>
        <translation>结尾有多余的内容</translation>
    </message>
    <message id="file.json.trailing_comma">
        <source>Illegal trailing comma before end of object</source>
        <translation>对象结尾前有多余的逗号</translation>
    </message>
    <message id="file.json.trailing_comma_array">
        <source>Illegal trailing comma before end of array</source>
        <translation>数组结尾前有多余的逗号</translation>
    </message>
    <message id="os.not_found">
        <source>No such file or directory</source>
        <translation>文件或文件夹不存在</translation>
    </message>
    <message id="os.permission">
        <source>Permission denied</source>
        <translation>没有权限</translation>
    </message>
    <message id="os.read_only_disk">
        <source>Read-only file system</source>
        <translation>磁盘是只读的</translation>
    </message>
    <message id="os.disk_full">
        <source>No space left on device</source>
        <translation>磁盘已满</translation>
    </message>
    <message id="os.is_folder">
        <source>Is a directory</source>
        <translation>这是一个文件夹</translation>
    </message>
    <message id="os.name_too_long">
        <source>File name too long</source>
        <translation>名称太长</translation>
    </message>
    <message id="os.busy">
        <source>Device or resource busy</source>
        <translation>文件正被占用</translation>
    </message>
    <message id="output.none_given">
        <source>no output file given for the {what}</source>
        <translation>没有为{what}指定输出文件</translation>
    </message>
    <message id="output.cannot_check">
        <source>cannot check the file ({reason})</source>
        <translation>无法检查该文件（{reason}）</translation>
    </message>
    <message id="output.not_regular">
        <source>this is {kind}, not a regular file; choose a file name for the {what}</source>
        <translation>这是{kind}，不是普通文件；请为{what}另选一个文件名</translation>
    </message>
    <message id="output.read_only">
        <source>the file is read-only; choose another name, or make it writable first</source>
        <translation>该文件是只读的；请换一个文件名，或先把它改为可写</translation>
    </message>
    <message id="output.no_folder">
        <source>the folder {folder} does not exist</source>
        <translation>文件夹 {folder} 不存在</translation>
    </message>
    <message id="output.is_input">
        <source>this is the {what} being read; choose another name for the output</source>
        <translation>这是正在读取的{what}；请为输出另选一个文件名</translation>
    </message>
    <message id="output.name_too_long">
        <source>the file name is too long: {length} bytes, at most {limit}; choose a shorter name</source>
        <translation>文件名太长：{length} 字节，最多 {limit} 字节；请换一个短一些的文件名</translation>
    </message>
    <message id="output.name_too_long_windows">
        <source>the file name is too long: {length} characters, at most {limit}; choose a shorter name</source>
        <translation>文件名太长：{length} 个字符，最多 {limit} 个；请换一个短一些的文件名</translation>
    </message>
    <message id="output.standard_stream">
        <source>not a file name: give the name of the file to write the {what} to (it cannot go to standard output)</source>
        <translation>这不是文件名：请给出要写入{what}的文件名（不能写到标准输出）</translation>
    </message>
    <message id="scenario.not_object">
        <source>a scenario must be a JSON object</source>
        <translation>方案必须是一个 JSON 对象</translation>
    </message>
    <message id="scenario.version_missing">
        <source>schema_version: missing or not a whole number</source>
        <translation>schema_version：缺失或不是整数</translation>
    </message>
    <message id="scenario.version_newer">
        <source>schema_version {version}: this file was written by a newer GPU Advisor (this one reads up to {supported}); update the app to open it</source>
        <translation>schema_version {version}：此文件由更新版本的 GPU 选型顾问写入（本版本最高只能读取 {supported}）；请更新应用后再打开</translation>
    </message>
    <message id="scenario.version_unknown">
        <source>schema_version {version}: unknown version</source>
        <translation>schema_version {version}：未知的版本</translation>
    </message>
    <message id="prices.version_newer">
        <source>{file}: schema_version {version} is from a newer GPU Advisor; update the app</source>
        <translation>{file}：schema_version {version} 来自更新版本的 GPU 选型顾问；请更新应用</translation>
    </message>
    <message id="prices.unknown_gpu">
        <source>gpu_prices: unknown GPU {name}</source>
        <translation>gpu_prices：目录中没有 GPU {name}</translation>
    </message>
    <message id="prices.unknown_cloud">
        <source>cloud_prices: unknown cloud instance {name}</source>
        <translation>cloud_prices：目录中没有云实例 {name}</translation>
    </message>
    <message id="prices.did_you_mean">
        <source>{problem}; did you mean {suggestions}?</source>
        <translation>{problem}；您是否指 {suggestions}？</translation>
    </message>
    <message id="cli.price_file">
        <source>price file {problem}</source>
        <translation>价格文件 {problem}</translation>
    </message>
    <message id="cli.argument">
        <source>argument {argument}: {problem}</source>
        <translation>参数 {argument}：{problem}</translation>
    </message>
    <message id="cli.invalid_choice">
        <source>argument {argument}: invalid choice: {value} (choose from {choices})</source>
        <translation>参数 {argument}：无效的选项 {value}（可选：{choices}）</translation>
    </message>
    <message id="cli.invalid_int">
        <source>argument {argument}: invalid int value: {value}</source>
        <translation>参数 {argument}：{value} 不是整数</translation>
    </message>
    <message id="cli.invalid_float">
        <source>argument {argument}: invalid float value: {value}</source>
        <translation>参数 {argument}：{value} 不是数字</translation>
    </message>
    <message id="cli.invalid_value">
        <source>argument {argument}: invalid {type} value: {value}</source>
        <translation>参数 {argument}：{value} 不是有效的 {type} 值</translation>
    </message>
    <message id="cli.expected_one">
        <source>argument {argument}: expected one argument</source>
        <translation>参数 {argument}：需要一个值</translation>
    </message>
    <message id="cli.ignored_value">
        <source>argument {argument}: ignored explicit argument {value}</source>
        <translation>参数 {argument}：这个选项不带值，不能写 {value}</translation>
    </message>
    <message id="cli.required">
        <source>the following arguments are required: {arguments}</source>
        <translation>缺少必需的参数：{arguments}</translation>
    </message>
    <message id="cli.unrecognized">
        <source>unrecognized arguments: {arguments}</source>
        <translation>无法识别的参数：{arguments}</translation>
    </message>
    <message id="cli.ambiguous">
        <source>ambiguous option: {option} could match {matches}</source>
        <translation>有歧义的选项：{option} 可能是 {matches}</translation>
    </message>
    <message id="cli.arg.whole_number">
        <source>{name} must be a whole number, not {value}</source>
        <translation>{name} 必须是整数，而不是 {value}</translation>
    </message>
    <message id="cli.arg.at_least_one">
        <source>{name} must be at least 1, not {value}</source>
        <translation>{name} 至少为 1，而不是 {value}</translation>
    </message>
    <message id="cli.arg.absurd">
        <source>{name} {value} is absurd (at most {limit})</source>
        <translation>{name} {value} 大得不合理（最多 {limit}）</translation>
    </message>
    <message id="cli.arg.between">
        <source>{name} must be between 0 and {limit}, not {value}</source>
        <translation>{name} 必须在 0 到 {limit} 之间，而不是 {value}</translation>
    </message>
    <message id="cli.arg.tokens">
        <source>{name} must be a number of tokens (300000000000, 300B, 3e11), not {value}</source>
        <translation>{name} 必须是 token 数（如 300000000000、300B 或 3e11），而不是 {value}</translation>
    </message>
    <message id="cli.arg.whole_tokens">
        <source>{name} must be a whole number of tokens, not {value}</source>
        <translation>{name} 必须是整数个 token，而不是 {value}</translation>
    </message>
    <message id="cli.arg.tokens_absurd">
        <source>{name} {value} is absurd (at most {limit} tokens)</source>
        <translation>{name} {value} 大得不合理（最多 {limit} 个 token）</translation>
    </message>
    <message id="cli.arg.empty">
        <source>{name} is empty: give a value or leave the option out</source>
        <translation>{name} 为空：请给出一个值，或不使用这个选项</translation>
    </message>
    <message id="cli.host_cpu.key">
        <source>{item} is not one of its facts: write them as {example} (sockets, cores, ghz, channels, memory; avx512, amx, intel, amd as words)</source>
        <translation>{item} 不是它接受的参数：请写成 {example}（sockets、cores、ghz、channels、memory；avx512、amx、intel、amd 直接写单词）</translation>
    </message>
    <message id="cli.host_cpu.memory">
        <source>memory={value} is not a memory type and speed: write ddr4-3200, ddr4-2666, ddr5-4800 ...</source>
        <translation>memory={value} 不是内存类型和速率：请写成 ddr4-3200、ddr4-2666、ddr5-4800 等</translation>
    </message>
    <message id="cli.host_cpu.number">
        <source>{item} is not a number</source>
        <translation>{item} 不是数字</translation>
    </message>
    <message id="cli.host_cpu.missing">
        <source>it needs {missing} too, e.g. {example}</source>
        <translation>还缺少 {missing}，例如 {example}</translation>
    </message>
    <message id="cli.host_cpu.both">
        <source>--host and --host-cpu both name the server: give one of them</source>
        <translation>--host 和 --host-cpu 都在指定服务器：只能给出其中一个</translation>
    </message>
    <message id="cli.host_cpu.ram">
        <source>--host-cpu needs --ram-gb: the system memory installed in the server, in GB</source>
        <translation>--host-cpu 需要同时给出 --ram-gb：服务器已装的系统内存（GB）</translation>
    </message>
    <message id="cli.host_cpu.threads_alone">
        <source>--cpu-threads is for a CPU+GPU estimate: give --host or --host-cpu too</source>
        <translation>--cpu-threads 只用于 CPU+GPU 混合估算：请同时给出 --host 或 --host-cpu</translation>
    </message>
    <message id="cli.host_cpu.problem">
        <source>--host-cpu: {problem}</source>
        <translation>--host-cpu 所述服务器有误：{problem}</translation>
    </message>
    <message id="cli.arg.comma">
        <source>{name} {value}: a comma may only separate thousands (150,000); write decimals with a point (150000.50)</source>
        <translation>{name} {value}：逗号只能用作千位分隔符（150,000）；小数请用小数点（150000.50）</translation>
    </message>
    <message id="cli.arg.number">
        <source>{name} must be a number, not {value}</source>
        <translation>{name} 必须是数字，而不是 {value}</translation>
    </message>
    <message id="cli.arg.negative">
        <source>{name} must not be negative, not {value}</source>
        <translation>{name} 不能是负数（{value}）</translation>
    </message>
    <message id="cli.arg.money_absurd">
        <source>{name} {value} is absurd</source>
        <translation>{name} {value} 大得不合理</translation>
    </message>
    <message id="cli.arg.date_format">
        <source>--date {value}: write the date as YYYY-MM-DD</source>
        <translation>--date {value}：请按 YYYY-MM-DD 的格式写日期</translation>
    </message>
    <message id="cli.arg.date_future">
        <source>--date {value}: too far in the future; check the year</source>
        <translation>--date {value}：日期在很远的将来；请检查年份</translation>
    </message>
    <message id="cli.arg.amount">
        <source>{name} {problem}</source>
        <translation>{name} {problem}</translation>
    </message>
    <message id="cli.arg.budget_currency">
        <source>{option} {value} is in {typed}, but the budget is in {currency}: add --currency {typed}, or give the amount in {currency}</source>
        <translation>{option} {value} 以 {typed} 计，但预算以 {currency} 计：请加上 --currency {typed}，或按 {currency} 给出金额</translation>
    </message>
    <message id="decision.buy">
        <source>Buy {name}: {upfront} up front, {total} over {years} years.</source>
        <translation>购买 {name}：前期投入 {upfront}，{years} 年合计 {total}。</translation>
    </message>
    <message id="decision.rent">
        <source>Rent {name}: about {monthly} a month, {total} over {years} years.</source>
        <translation>租用 {name}：每月约 {monthly}，{years} 年合计 {total}。</translation>
    </message>
    <message id="decision.owned">
        <source>Use the GPUs you have ({name}): {total} over {years} years to run them.</source>
        <translation>使用您已有的 GPU（{name}）：{years} 年运行费用合计 {total}。</translation>
    </message>
    <message id="decision.budget.within">
        <source>That is within your budget of {budget}, with {by} to spare.</source>
        <translation>在您 {budget} 的预算之内，还余 {by}。</translation>
    </message>
    <message id="decision.budget.over">
        <source>That is {by} over your budget of {budget}.</source>
        <translation>超出您 {budget} 的预算 {by}。</translation>
    </message>
    <message id="decision.monthly.within">
        <source>That is within your monthly budget of {budget}.</source>
        <translation>在您每月 {budget} 的预算之内。</translation>
    </message>
    <message id="decision.monthly.over">
        <source>That is {by} a month over your monthly budget of {budget}.</source>
        <translation>每月超出您 {budget} 的月预算 {by}。</translation>
    </message>
    <message id="decision.thinking">
        <source>A typical answer is complete about {done} s after the question (the model thinks first; its answer starts after about {starts} s).</source>
        <translation>一个典型回答在提问后约 {done} 秒完成（模型先思考，回答约在 {starts} 秒后开始）。</translation>
    </message>
    <message id="decision.answer">
        <source>A typical answer is complete about {done} s after the question.</source>
        <translation>一个典型回答在提问后约 {done} 秒完成。</translation>
    </message>
    <message id="decision.unless_api">
        <source>Only if your prompts and documents may leave the company would renting tokens from {api} cost less: {total} over the same years.</source>
        <translation>只有当提示词和文档可以离开公司时，按 token 租用 {api} 才更便宜：同期 {total}。</translation>
    </message>
    <message id="decision.unless_api_other">
        <source>Only if your prompts and documents may leave the company would renting tokens from {api} cost less: {total} over the same years, for {serves}, another model.</source>
        <translation>只有当提示词和文档可以离开公司时，按 token 租用 {api} 才更便宜：同期 {total}，但它提供的是另一个模型 {serves}。</translation>
    </message>
    <message id="decision.unless_cloud">
        <source>If your data may go to a cloud provider, renting {name} would cost less: {total} over the same years.</source>
        <translation>如果数据可以放到云服务商，租用 {name} 更便宜：同期约 {total}。</translation>
    </message>
    <message id="decision.unless_in_house.over_budget">
        <source>If the data must stay in the company, the least a machine of your own that does this job costs is {total} over the same years ({name}), over your budget.</source>
        <translation>如果数据必须留在公司内，能完成这项工作的自有机器同期至少需要 {total}（{name}），超出您的预算。</translation>
    </message>
    <message id="decision.unless_in_house">
        <source>If the data must stay in the company, buy {name} instead: {total} over the same years.</source>
        <translation>如果数据必须留在公司内，请改为购买 {name}：同期约 {total}。</translation>
    </message>
    <message id="budget.buys_nothing">
        <source>{budget} buys no hardware: the cheapest card in the catalog costs about {least} here. Did you mean {suggestion}?</source>
        <translation>{budget} 买不到任何硬件：目录中此地最便宜的一张卡也要约 {least}。您是不是想写 {suggestion}？</translation>
    </message>
    <message id="amount.empty">
        <source>No amount: type one, e.g. 150000, 150,000 or 15万</source>
        <translation>没有金额：请输入金额，例如 150000、150,000 或 15万</translation>
    </message>
    <message id="amount.too_long">
        <source>{value} is too long to be an amount of money</source>
        <translation>{value} 太长，不是一个金额</translation>
    </message>
    <message id="amount.not_number">
        <source>{value} is not an amount of money: type digits, e.g. 150000, 150,000, 15万 or 150k</source>
        <translation>{value} 不是金额：请输入数字，例如 150000、150,000、15万 或 150k</translation>
    </message>
    <message id="amount.no_number">
        <source>{value} has no number: write one before the unit, e.g. 15万</source>
        <translation>{value} 里没有数字：请在单位前写上数字，例如 15万</translation>
    </message>
    <message id="amount.exponent">
        <source>{value}: write the amount without an exponent, e.g. 100000 or 10万 rather than 1e5</source>
        <translation>{value}：请不要用科学计数法，请写 100000 或 10万，而不是 1e5</translation>
    </message>
    <message id="amount.two_multipliers">
        <source>{value} has two multipliers ({first} and {second}): write one, e.g. 15万 or 150k</source>
        <translation>{value} 有两个倍数单位（{first} 和 {second}）：只写一个，例如 15万 或 150k</translation>
    </message>
    <message id="amount.two_currencies">
        <source>{value} names two currencies ({first} and {second}): write one</source>
        <translation>{value} 写了两种货币（{first} 和 {second}）：只写一种</translation>
    </message>
    <message id="amount.points">
        <source>{value} has more than one decimal point: separate thousands with commas (1,234,567)</source>
        <translation>{value} 有不止一个小数点：千位请用逗号分隔（1,234,567）</translation>
    </message>
    <message id="amount.comma">
        <source>{value}: a comma may only separate thousands (150,000); write decimals with a point (1234.50)</source>
        <translation>{value}：逗号只能用作千位分隔符（150,000）；小数请用小数点（1234.50）</translation>
    </message>
    <message id="amount.space">
        <source>{value}: a space may only separate thousands (150 000); check for a digit too many or too few</source>
        <translation>{value}：空格只能用作千位分隔符（150 000）；请检查是否多写或少写了数字</translation>
    </message>
    <message id="amount.absurd">
        <source>{value} is more than {limit}: check the number of zeros</source>
        <translation>{value} 超过了 {limit}：请检查零的个数</translation>
    </message>
    <message id="amount.negative">
        <source>{value} is negative: an amount of money cannot be below zero</source>
        <translation>{value} 是负数：金额不能小于零</translation>
    </message>
    <message id="amount.currency">
        <source>{value} is in {typed}, but this budget is in {currency}: type the amount in {currency}</source>
        <translation>{value} 以 {typed} 计，但这里的预算以 {currency} 计：请按 {currency} 输入金额</translation>
    </message>
    <message id="amount.at_most">
        <source>{value} is more than {limit}, the most this field takes</source>
        <translation>{value} 超过了这里允许的最大值 {limit}</translation>
    </message>
    <message id="cli.trains_16bit">
        <source>--task {task} trains 16-bit weights; {quant} is a format for running a model: give --quant bf16 or fp16, or leave --quant out</source>
        <translation>--task {task} 训练的是 16 比特权重；{quant} 是运行模型用的格式：请用 --quant bf16 或 fp16，或不指定 --quant</translation>
    </message>
    <message id="estimate.sized_16bit">
        <source>16-bit weights (sized so: full fine-tuning cannot train {quant})</source>
        <translation>16 比特权重（按此估算：全参数微调无法训练 {quant}）</translation>
    </message>
    <message id="cli.prompt_longer">
        <source>--prompt {prompt} is longer than --context {context}</source>
        <translation>--prompt {prompt} 比 --context {context} 还长</translation>
    </message>
    <message id="cli.pretrain_needs_tokens">
        <source>--task pretrain needs --dataset-tokens: the tokens the run trains on</source>
        <translation>--task pretrain 需要 --dataset-tokens：这次训练所用的 token 数</translation>
    </message>
    <message id="estimate.header">
        <source>{model} on {count} x {gpu}, {precision}, {runtime}, {task}</source>
        <translation>{model}，{count} × {gpu}，{precision}，{runtime}，{task}</translation>
    </message>
    <message id="estimate.task.inference">
        <source>inference</source>
        <translation>推理</translation>
    </message>
    <message id="estimate.task.lora">
        <source>lora</source>
        <translation>LoRA 微调</translation>
    </message>
    <message id="estimate.task.qlora">
        <source>qlora</source>
        <translation>QLoRA 微调</translation>
    </message>
    <message id="estimate.task.full">
        <source>full</source>
        <translation>全参数微调</translation>
    </message>
    <message id="estimate.task.pretrain">
        <source>pretrain</source>
        <translation>预训练</translation>
    </message>
    <message id="estimate.fits_per_gpu">
        <source>fits: {answer}  ({used} GB of {usable} GB usable per GPU)</source>
        <translation>放得下：{answer}（每块 GPU 需 {used} GB，可用 {usable} GB）</translation>
    </message>
    <message id="estimate.fits_unified">
        <source>fits: {answer}  ({used} GB of {usable} GB usable of unified memory)</source>
        <translation>放得下：{answer}（统一内存需 {used} GB，可用 {usable} GB）</translation>
    </message>
    <message id="estimate.fits.yes">
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message id="estimate.fits.no">
        <source>NO</source>
        <translation>否</translation>
    </message>
    <message id="estimate.fits.cannot_run">
        <source>in memory, but cannot run (below)</source>
        <translation>内存放得下，但无法运行（见下）</translation>
    </message>
    <message id="estimate.memory">
        <source>memory, all GPUs: {parts}</source>
        <translation>显存（所有 GPU 合计）：{parts}</translation>
    </message>
    <message id="estimate.part.weights">
        <source>weights</source>
        <translation>权重</translation>
    </message>
    <message id="estimate.part.kv_cache">
        <source>kv cache</source>
        <translation>KV 缓存</translation>
    </message>
    <message id="estimate.part.activations">
        <source>activations</source>
        <translation>激活值</translation>
    </message>
    <message id="estimate.part.runtime_reserve">
        <source>runtime reserve</source>
        <translation>运行时预留</translation>
    </message>
    <message id="estimate.part.multi_gpu_buffers">
        <source>multi gpu buffers</source>
        <translation>多 GPU 通信缓冲</translation>
    </message>
    <message id="estimate.part.gradients">
        <source>gradients</source>
        <translation>梯度</translation>
    </message>
    <message id="estimate.part.optimizer_states">
        <source>optimizer states</source>
        <translation>优化器状态</translation>
    </message>
    <message id="estimate.part.adapters_and_optimizer">
        <source>adapters and optimizer</source>
        <translation>适配器与优化器</translation>
    </message>
    <message id="estimate.part.dequantization_buffer">
        <source>dequantization buffer</source>
        <translation>反量化缓冲</translation>
    </message>
    <message id="estimate.part.system_ram_weights">
        <source>system ram weights</source>
        <translation>系统内存中的权重</translation>
    </message>
    <message id="estimate.part.system_ram_reserve">
        <source>system ram reserve</source>
        <translation>系统内存预留</translation>
    </message>
    <message id="estimate.host">
        <source>host: {host}: system memory {needed} GB needed of {have} GB ({share} of the weights on the CPU side); memory bandwidth reached {reached} of {peak} GB/s</source>
        <translation>主机：{host}：需要系统内存 {needed} GB，共 {have} GB（{share} 的权重在 CPU 一侧）；内存带宽达到 {reached} GB/s，峰值 {peak} GB/s</translation>
    </message>
    <message id="estimate.machines">
        <source>machines: {machines} x {gpus} GPUs over {network}; tensor parallel {tp} inside a machine, pipeline {pp}</source>
        <translation>机器：{machines} 台，每台 {gpus} 块 GPU，经 {network} 互联；机内张量并行 {tp}，流水线并行 {pp}</translation>
    </message>
    <message id="estimate.machines_data_parallel">
        <source>machines: {machines} x {gpus} GPUs over {network}; tensor parallel {tp} inside a machine, pipeline {pp}, data parallel {dp}</source>
        <translation>机器：{machines} 台，每台 {gpus} 块 GPU，经 {network} 互联；机内张量并行 {tp}，流水线并行 {pp}，数据并行 {dp}</translation>
    </message>
    <message id="estimate.no_network">
        <source>none</source>
        <translation>无</translation>
    </message>
    <message id="estimate.pretraining">
        <source>pretraining {tokens} tokens: {days} days (range {low}-{high}), {gpu_hours} GPU-hours</source>
        <translation>预训练 {tokens} 个 token：{days} 天（范围 {low}-{high}），{gpu_hours} GPU 小时</translation>
    </message>
    <message id="estimate.decode">
        <source>decode: {speed} tokens/s per stream (range {low}-{high})</source>
        <translation>生成：每路 {speed} token/s（范围 {low}-{high}）</translation>
    </message>
    <message id="estimate.prefill">
        <source>prefill: {speed} tokens/s; first token after {ttft} s</source>
        <translation>预填充：{speed} token/s；首个 token 在 {ttft} 秒后</translation>
    </message>
    <message id="estimate.streams">
        <source>{batch} streams together: {speed} tokens/s</source>
        <translation>{batch} 路同时：合计 {speed} token/s</translation>
    </message>
    <message id="estimate.training">
        <source>training: {speed} tokens/s (range {low}-{high})</source>
        <translation>训练：{speed} token/s（范围 {low}-{high}）</translation>
    </message>
    <message id="estimate.cannot_run">
        <source>cannot run: {problem}</source>
        <translation>无法运行：{problem}</translation>
    </message>
    <message id="estimate.note">
        <source>note: {note}</source>
        <translation>注意：{note}</translation>
    </message>
    <message id="estimate.fine_tune_time">
        <source>{epochs} epoch(s) over {tokens} tokens: {hours} h (range {low}-{high}), {gpu_hours} GPU-hours</source>
        <translation>{epochs} 轮，共 {tokens} 个 token：{hours} 小时（范围 {low}-{high}），{gpu_hours} GPU 小时</translation>
    </message>
    <message id="report.cannot_write_here">
        <source>{folder}: cannot write here ({reason})</source>
        <translation>{folder}：无法在此写入（{reason}）</translation>
    </message>
    <message id="report.incomplete">
        <source>{file}: the PDF could not be written completely (is the disk full?)</source>
        <translation>{file}：PDF 没能完整写入（磁盘是否已满？）</translation>
    </message>
    <message id="report.in_use">
        <source>{file}: the file is open in another program or read-only; close it and try again</source>
        <translation>{file}：该文件正在另一个程序中打开，或是只读的；请关闭后再试</translation>
    </message>
    <message id="report.cannot_replace">
        <source>{file}: cannot replace the file ({reason})</source>
        <translation>{file}：无法替换该文件（{reason}）</translation>
    </message>
    <message id="report.cannot_write">
        <source>{file}: cannot write ({reason})</source>
        <translation>{file}：无法写入（{reason}）</translation>
    </message>
    <message id="report.cannot_start">
        <source>{file}: cannot write (cannot start the PDF: disk full or file not writable)</source>
        <translation>{file}：无法写入（PDF 无法开始写入：磁盘已满或文件不可写）</translation>
    </message>
    <message id="report.no_font">
        <source>the bundled font is missing from resources/fonts; reinstall GPU Advisor</source>
        <translation>resources/fonts 中缺少自带的字体；请重新安装 GPU 选型顾问</translation>
    </message>
    <message id="recommend.sized">
        <source>{model}: {count} configurations sized</source>
        <translation>{model}：共估算了 {count} 种配置</translation>
    </message>
    <message id="reason.note">
        <source>Note: {note}.</source>
        <translation>注意：{note}。</translation>
    </message>
    <message id="file.what.quote">
        <source>supplier quote</source>
        <translation>供应商报价单</translation>
    </message>
    <message id="quote.macros">
        <source>{file}: a workbook with macros (VBA) is refused, macros are never run; save it as an Excel Workbook (.xlsx) or as CSV</source>
        <translation>{file}：含宏（VBA）的工作簿不予读取，本软件从不运行宏；请另存为 Excel 工作簿（.xlsx）或 CSV</translation>
    </message>
    <message id="quote.old_format">
        <source>{file}: this spreadsheet format cannot be read; save the quote as an Excel Workbook (.xlsx) or as CSV</source>
        <translation>{file}：无法读取这种表格格式；请把报价单另存为 Excel 工作簿（.xlsx）或 CSV</translation>
    </message>
    <message id="quote.unknown_type">
        <source>{file}: not a quote this app reads; choose a .csv or .xlsx file</source>
        <translation>{file}：不是本软件能读取的报价单；请选择 .csv 或 .xlsx 文件</translation>
    </message>
    <message id="quote.empty">
        <source>{file}: the file is empty</source>
        <translation>{file}：文件是空的</translation>
    </message>
    <message id="quote.binary">
        <source>{file}: not a text file (it holds binary data); export the quote as CSV or .xlsx</source>
        <translation>{file}：不是文本文件（含有二进制数据）；请把报价单导出为 CSV 或 .xlsx</translation>
    </message>
    <message id="quote.encoding">
        <source>{file}: the text is neither UTF-8 nor GBK; save it as CSV UTF-8</source>
        <translation>{file}：文本既不是 UTF-8 也不是 GBK 编码；请另存为 CSV UTF-8</translation>
    </message>
    <message id="quote.csv_error">
        <source>{file}, row {row}: not valid CSV ({detail})</source>
        <translation>{file}，第 {row} 行：不是有效的 CSV（{detail}）</translation>
    </message>
    <message id="quote.csv.open_quote">
        <source>the file ends inside a quoted cell that starts in this row: a " is never closed</source>
        <translation>文件在这一行开始的带引号单元格内结束：有一个引号没有闭合</translation>
    </message>
    <message id="quote.csv.after_quote">
        <source>a character follows a closing quote; a quote inside a cell is written ""</source>
        <translation>右引号后面紧跟着其他字符；单元格内的引号应写成两个引号</translation>
    </message>
    <message id="quote.csv.too_long">
        <source>a cell is longer than {limit} characters</source>
        <translation>有单元格超过 {limit} 个字符</translation>
    </message>
    <message id="quote.csv.other">
        <source>its quotes or separators are broken</source>
        <translation>引号或分隔符有误</translation>
    </message>
    <message id="quote.no_header">
        <source>{file}: no header row with an item column (item, model, 型号, 名称) and a price column (price, 单价, 价格) in the first {rows} rows</source>
        <translation>{file}：前 {rows} 行中没有表头行，需要有型号列（item、model、型号、名称）和价格列（price、单价、价格）</translation>
    </message>
    <message id="quote.too_many_rows">
        <source>{file}: more than {limit} rows; a quote this long is not read, split it</source>
        <translation>{file}：超过 {limit} 行，这么长的报价单不予读取，请拆分</translation>
    </message>
    <message id="quote.ole">
        <source>{file}: an old Excel (.xls) or password-protected workbook; save it as an Excel Workbook (.xlsx) without a password, or as CSV</source>
        <translation>{file}：这是旧版 Excel（.xls）或带密码的工作簿；请另存为不带密码的 Excel 工作簿（.xlsx）或 CSV</translation>
    </message>
    <message id="quote.not_xlsx">
        <source>{file}: not an Excel workbook (.xlsx), or a damaged one</source>
        <translation>{file}：不是 Excel 工作簿（.xlsx），或者文件已损坏</translation>
    </message>
    <message id="quote.damaged_zip">
        <source>{file}: the workbook is damaged (cut short or corrupted, perhaps by a download or a mail); ask for the file again</source>
        <translation>{file}：工作簿已损坏（文件不完整或已被破坏，可能是下载或邮件传输出错）；请重新索取文件</translation>
    </message>
    <message id="quote.damaged">
        <source>{file}: the workbook is damaged: {part} cannot be unpacked (cut short, corrupted, or packed in a way Excel does not use); ask for the file again</source>
        <translation>{file}：工作簿已损坏：无法解压 {part}（文件不完整、已被破坏，或使用了 Excel 不用的压缩方式）；请重新索取文件</translation>
    </message>
    <message id="quote.zip_too_large">
        <source>{file}: the workbook unpacks to more than {limit} bytes; this is not a quote</source>
        <translation>{file}：工作簿解压后超过 {limit} 字节，不会是报价单</translation>
    </message>
    <message id="quote.xml_dtd">
        <source>{file}: {part} declares a DTD or entities, which a workbook never needs; refused</source>
        <translation>{file}：{part} 声明了 DTD 或实体，正常的工作簿不需要这些，不予读取</translation>
    </message>
    <message id="quote.xml_broken">
        <source>{file}: {part} is not valid XML</source>
        <translation>{file}：{part} 不是有效的 XML</translation>
    </message>
    <message id="quote.xml_unknown_encoding">
        <source>{file}: {part} is written in an encoding this app does not know ({encoding}); save the workbook again in Excel</source>
        <translation>{file}：{part} 使用了本软件不认识的编码（{encoding}）；请在 Excel 中重新保存工作簿</translation>
    </message>
    <message id="quote.xml_bad_text">
        <source>{file}: {part} says it is {encoding} but is not valid {encoding} text; the workbook is damaged</source>
        <translation>{file}：{part} 声明为 {encoding} 编码，但内容不是有效的 {encoding} 文本；工作簿已损坏</translation>
    </message>
    <message id="quote.bad_reference">
        <source>{file}: {part} has '{value}' where a row number or a cell reference such as B3 belongs (digits 0-9 only); the workbook is damaged or was not written by a spreadsheet program</source>
        <translation>{file}：{part} 中应为行号或单元格引用（如 B3，只能用数字 0-9）的地方写的是“{value}”；工作簿已损坏，或不是由电子表格软件生成的</translation>
    </message>
    <message id="quote.bad_string_index">
        <source>{file}: {part}, row {row}: a cell refers to shared text '{value}', which the workbook does not have (it has {count}); the workbook is damaged</source>
        <translation>{file}：{part} 第 {row} 行：有一个单元格引用了编号为“{value}”的共享文本，但工作簿中没有（共 {count} 条）；工作簿已损坏</translation>
    </message>
    <message id="quote.no_sheet">
        <source>{file}: the workbook has no worksheet</source>
        <translation>{file}：工作簿中没有工作表</translation>
    </message>
    <message id="quote.date_future">
        <source>{file}, row {row}: the date {date} is too far in the future; check the year</source>
        <translation>{file}，第 {row} 行：日期 {date} 太远，请检查年份</translation>
    </message>
    <message id="quote.nothing_matched">
        <source>{file}: no row matched the catalog; nothing was imported</source>
        <translation>{file}：没有一行能对应到目录中的产品，未导入任何价格</translation>
    </message>
    <message id="quote.summary">
        <source>{file}: {matched} rows matched, {unmatched} not used; read as {encoding}; {date}</source>
        <translation>{file}：匹配 {matched} 行，未采用 {unmatched} 行；按 {encoding} 读取；{date}</translation>
    </message>
    <message id="quote.date.given">
        <source>prices dated {date} (the date you gave)</source>
        <translation>价格日期 {date}（您指定的日期）</translation>
    </message>
    <message id="quote.date.file">
        <source>prices dated {date}, the date in the quote</source>
        <translation>价格日期 {date}（报价单上的日期）</translation>
    </message>
    <message id="quote.date.modified">
        <source>prices dated {date}, the file's modification date (the quote names no date)</source>
        <translation>价格日期 {date}，即文件的修改日期（报价单上没有日期）</translation>
    </message>
    <message id="quote.row.line">
        <source>row {row} '{item}': {reason}</source>
        <translation>第 {row} 行“{item}”：{reason}</translation>
    </message>
    <message id="quote.row.no_item">
        <source>no item name</source>
        <translation>没有型号或名称</translation>
    </message>
    <message id="quote.row.unknown">
        <source>not in the catalog</source>
        <translation>目录中没有这个产品</translation>
    </message>
    <message id="quote.row.unknown_closest">
        <source>not in the catalog; closest: {suggestions}</source>
        <translation>目录中没有这个产品；最接近的是：{suggestions}</translation>
    </message>
    <message id="quote.row.ambiguous">
        <source>ambiguous: could be {candidates}; write the catalog name</source>
        <translation>有歧义：可能是 {candidates}；请写目录中的名称</translation>
    </message>
    <message id="quote.row.not_exact">
        <source>not a catalog name or alias; did you mean {candidate}? Write its catalog name</source>
        <translation>不是目录中的名称或别名；是否指 {candidate}？请写目录中的名称</translation>
    </message>
    <message id="quote.row.no_price">
        <source>price: empty</source>
        <translation>价格：空白</translation>
    </message>
    <message id="quote.row.bad_price">
        <source>price: '{value}' is not an amount (digits, commas between thousands, ¥ $ 元 万)</source>
        <translation>价格：“{value}”不是金额（只能有数字、千位逗号、¥ $ 元 万）</translation>
    </message>
    <message id="quote.row.price_not_positive">
        <source>price: '{value}' must be more than zero</source>
        <translation>价格：“{value}”必须大于零</translation>
    </message>
    <message id="quote.row.price_too_large">
        <source>price: '{value}' is too large (a price must be less than {limit})</source>
        <translation>价格：“{value}”太大（价格必须小于 {limit}）</translation>
    </message>
    <message id="quote.row.price_too_small">
        <source>price: '{value}' is too small to be a real price (at least {least})</source>
        <translation>价格：“{value}”太小，不像真实的价格（至少应为 {least}）</translation>
    </message>
    <message id="quote.row.price_spaced">
        <source>price: '{value}' has digits split by a space that is not a thousands separator (groups of three digits); write the amount without the space</source>
        <translation>价格：“{value}”中的数字被空格隔开，但不是千位分隔（每组三位数字）；请去掉空格后再写金额</translation>
    </message>
    <message id="quote.row.no_currency">
        <source>currency: none given; add a currency column, or ¥ or $ to the price</source>
        <translation>币种：未注明；请加一列币种，或在价格前加 ¥ 或 $</translation>
    </message>
    <message id="quote.row.bad_currency">
        <source>currency: '{value}' is not CNY or USD</source>
        <translation>币种：“{value}”不是 CNY 或 USD</translation>
    </message>
    <message id="quote.row.currency_conflict">
        <source>currency: the price says {price} but the currency column says {column}</source>
        <translation>币种：价格写的是 {price}，币种列写的是 {column}</translation>
    </message>
    <message id="quote.row.bad_condition">
        <source>condition: '{value}' is not new or used (全新 / 二手)</source>
        <translation>新旧：“{value}”既不是全新也不是二手</translation>
    </message>
    <message id="quote.row.duplicate">
        <source>priced already in row {row}, which is used</source>
        <translation>第 {row} 行已有这项价格，以那一行为准</translation>
    </message>
    <message id="quote.cli.matched">
        <source>Matched ({count}):</source>
        <translation>已匹配（{count} 行）：</translation>
    </message>
    <message id="quote.cli.unmatched">
        <source>Not used ({count}):</source>
        <translation>未采用（{count} 行）：</translation>
    </message>
    <message id="quote.cli.wrote">
        <source>Wrote {file}: {gpus} GPU prices and {cloud} cloud prices in all</source>
        <translation>已写入 {file}：共 {gpus} 个 GPU 价格和 {cloud} 个云实例价格</translation>
    </message>
    <message id="quote.cli.existing">
        <source>price file {problem}; fix it or choose another --out</source>
        <translation>价格文件 {problem}；请修复，或用 --out 指定另一个文件</translation>
    </message>
    <message id="quote.condition.new">
        <source>new</source>
        <translation>全新</translation>
    </message>
    <message id="quote.condition.used">
        <source>used</source>
        <translation>二手</translation>
    </message>
    <message id="check.compute_capability.fail">
        <source>{runtime} does not support the {gpu} (compute capability {have}; its current release needs {need} or higher).</source>
        <translation>{runtime} 不支持 {gpu}（计算能力 {have}；其当前版本需要 {need} 或更高）。</translation>
    </message>
    <message id="fix.compute_capability">
        <source>Run the model with llama.cpp or Hugging Face Transformers (PyTorch's CUDA 12.6 build), which still support compute capability {have}, or choose a card with compute capability {need} or higher.</source>
        <translation>改用仍支持计算能力 {have} 的 llama.cpp 或 Hugging Face Transformers（PyTorch 的 CUDA 12.6 版本）运行模型，或选择计算能力 {need} 或更高的显卡。</translation>
    </message>
    <message id="file.what.catalog_update">
        <source>catalog update</source>
        <translation>硬件目录更新文件</translation>
    </message>
    <message id="catalog.origin.bundled">
        <source>bundled {date}</source>
        <translation>随软件附带 {date}</translation>
    </message>
    <message id="catalog.origin.update">
        <source>update {version} from {maker} ({date})</source>
        <translation>{maker} 提供的更新 {version}（{date}）</translation>
    </message>
    <message id="catalog.origin.line">
        <source>Catalog: {name}; prices dated {oldest} to {newest}.</source>
        <translation>硬件与价格目录：{name}；价格日期 {oldest} 至 {newest}。</translation>
    </message>
    <message id="catalog.origin.line_update">
        <source>Catalog: {name}, replacing {files} (the other files bundled); prices dated {oldest} to {newest}.</source>
        <translation>硬件与价格目录：{name}，替换了 {files}（其余文件为随软件附带的版本）；价格日期 {oldest} 至 {newest}。</translation>
    </message>
    <message id="catalog_update.refused">
        <source>{file} cannot be used as a catalog update: {problem}. Nothing was installed.</source>
        <translation>{file} 不能用作硬件目录更新：{problem}。未安装任何内容。</translation>
    </message>
    <message id="catalog_update.not_zip">
        <source>it is not a zip archive (a catalog update is a .zip holding manifest.toml and catalog TOML files)</source>
        <translation>它不是 zip 压缩包（硬件目录更新是一个包含 manifest.toml 和目录 TOML 文件的 .zip 文件）</translation>
    </message>
    <message id="catalog_update.stray_file">
        <source>it holds '{name}', which is not a catalog file ({known})</source>
        <translation>其中含有“{name}”，它不是目录文件（{known}）</translation>
    </message>
    <message id="catalog_update.twice">
        <source>it holds '{name}' twice</source>
        <translation>其中“{name}”出现了两次</translation>
    </message>
    <message id="catalog_update.encrypted">
        <source>'{name}' is encrypted</source>
        <translation>“{name}”已加密</translation>
    </message>
    <message id="catalog_update.too_large">
        <source>'{name}' is larger than {limit} bytes</source>
        <translation>“{name}”超过 {limit} 字节</translation>
    </message>
    <message id="catalog_update.damaged">
        <source>'{name}' cannot be unpacked: {problem}</source>
        <translation>“{name}”无法解压：{problem}</translation>
    </message>
    <message id="catalog_update.no_manifest">
        <source>it has no manifest.toml (the list of its files with their checksums)</source>
        <translation>其中没有 manifest.toml（列出各文件及其校验值的清单）</translation>
    </message>
    <message id="catalog_update.manifest_utf8">
        <source>manifest.toml is not UTF-8 text</source>
        <translation>manifest.toml 不是 UTF-8 文本</translation>
    </message>
    <message id="catalog_update.manifest_toml">
        <source>{file}: not valid TOML: {problem}</source>
        <translation>{file}：不是有效的 TOML：{problem}</translation>
    </message>
    <message id="catalog_update.manifest">
        <source>{file}: {problem}</source>
        <translation>{file}：{problem}</translation>
    </message>
    <message id="catalog_update.newer_format">
        <source>{file}: made for a newer GPU Advisor (update format {format}; this version reads format {known}); install a newer GPU Advisor first</source>
        <translation>{file}：它是为更新版本的 GPU 选型顾问制作的（更新格式 {format}；本版本只能读取格式 {known}）；请先安装更新版本的 GPU 选型顾问</translation>
    </message>
    <message id="catalog_update.missing_file">
        <source>manifest.toml lists {name}, which the archive does not hold</source>
        <translation>manifest.toml 列出了 {name}，但压缩包中没有这个文件</translation>
    </message>
    <message id="catalog_update.unlisted_file">
        <source>it holds {name}, which manifest.toml does not list</source>
        <translation>其中含有 {name}，但 manifest.toml 没有列出它</translation>
    </message>
    <message id="catalog_update.checksum">
        <source>the checksum of {name} does not match manifest.toml: the file was changed or damaged after the update was made</source>
        <translation>{name} 的校验值与 manifest.toml 不符：更新制作完成后该文件被改动或已损坏</translation>
    </message>
    <message id="catalog_update.invalid">
        <source>{file}: {problem}</source>
        <translation>{file}：{problem}</translation>
    </message>
    <message id="catalog_update.no_temporary">
        <source>the update cannot be checked: the system's temporary folder cannot be written ({problem}); nothing was installed</source>
        <translation>无法检查此更新：系统临时文件夹无法写入（{problem}）；未安装任何内容</translation>
    </message>
    <message id="catalog_update.no_folder">
        <source>{folder} is not a folder</source>
        <translation>{folder} 不是文件夹</translation>
    </message>
    <message id="catalog_update.empty_folder">
        <source>{folder} holds no catalog TOML files</source>
        <translation>{folder} 中没有目录 TOML 文件</translation>
    </message>
    <message id="catalog_update.cannot_install">
        <source>the catalog update cannot be written to {folder}: {problem}; the catalog in use is unchanged</source>
        <translation>无法把硬件目录更新写入 {folder}：{problem}；正在使用的目录没有改变</translation>
    </message>
    <message id="catalog_update.nothing_to_undo">
        <source>no catalog update is installed: the bundled catalog is already in use</source>
        <translation>没有安装硬件目录更新：正在使用的就是随软件附带的目录</translation>
    </message>
    <message id="catalog_update.installed_unusable">
        <source>The installed catalog update {name} cannot be used ({problem}); the bundled catalog is used instead. Remove it with File → Return to the bundled catalog, or gpu-advisor catalog rollback.</source>
        <translation>已安装的硬件目录更新 {name} 无法使用（{problem}）；现改用随软件附带的目录。可通过“文件 → 恢复随软件附带的目录”或 gpu-advisor catalog rollback 删除它。</translation>
    </message>
    <message id="catalog_update.rolled_back">
        <source>Now in use: {catalog}</source>
        <translation>现在使用：{catalog}</translation>
    </message>
    <message id="catalog_update.installed">
        <source>Installed. Now in use: {catalog}</source>
        <translation>已安装。现在使用：{catalog}</translation>
    </message>
    <message id="catalog_update.packed">
        <source>Wrote {file}: catalog update {version} with {files}.</source>
        <translation>已写入 {file}：硬件目录更新 {version}，包含 {files}。</translation>
    </message>
    <message id="catalog_update.how_applied">
        <source>The update's files replace the bundled files of the same name, whole; the other files stay the bundled ones. Entries are never merged within a file.</source>
        <translation>更新中的文件整体替换随软件附带的同名文件；其余文件仍用随软件附带的版本。不会在同一文件内混合合并条目。</translation>
    </message>
    <message id="catalog_update.back_to_update">
        <source>Rolling back returns to update {version}.</source>
        <translation>回退后将恢复到更新 {version}。</translation>
    </message>
    <message id="catalog_update.back_to_bundled">
        <source>Rolling back returns to the bundled catalog.</source>
        <translation>回退后将恢复到随软件附带的目录。</translation>
    </message>
    <message id="catalog_update.summary">
        <source>Catalog update {version}, dated {date}, made by {maker}</source>
        <translation>硬件目录更新 {version}，日期 {date}，制作方：{maker}</translation>
    </message>
    <message id="catalog_update.note">
        <source>Its maker says: {note}</source>
        <translation>制作方说明：{note}</translation>
    </message>
    <message id="catalog_update.price_span">
        <source>Its prices are dated {oldest} to {newest}.</source>
        <translation>其中价格的日期从 {oldest} 到 {newest}。</translation>
    </message>
    <message id="catalog_update.compared_with">
        <source>Changes against the catalog in use now ({catalog}):</source>
        <translation>与当前使用的目录（{catalog}）相比的变化：</translation>
    </message>
    <message id="catalog_update.file_changes">
        <source>{file}: {added} added, {changed} changed, {removed} removed</source>
        <translation>{file}：新增 {added} 条，修改 {changed} 条，删除 {removed} 条</translation>
    </message>
    <message id="catalog_update.older">
        <source>This update is dated before the catalog bundled with this version of GPU Advisor ({date}): it may bring back older facts and prices.</source>
        <translation>此更新的日期早于本版本 GPU 选型顾问随附的目录（{date}）：它可能带回较旧的数据和价格。</translation>
    </message>
</context>
</TS>