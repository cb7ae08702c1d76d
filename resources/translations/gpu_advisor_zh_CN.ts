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
    <message>
        <source>A comma only separates thousands (150,000); the amount was not changed. Leave out the decimals.</source>
        <translation>逗号只用于千位分隔（150,000）；金额未作更改。请不要填写小数。</translation>
    </message>
</context>
<context>
    <name>CostSpeedChart</name>
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
        <source>Reading this machine…</source>
        <translation>正在读取本机信息…</translation>
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
        <source>Report &amp;language</source>
        <translation>报告语言(&amp;L)</translation>
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
        <source>Lowest acceptable &amp;quality</source>
        <translation>可接受的最低质量(&amp;Q)</translation>
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
        <source>Your prices could not be read</source>
        <translation>无法读取您的价格</translation>
    </message>
    <message>
        <source>Your price file was damaged and has been set aside as %1. The catalog prices are used instead.</source>
        <translation>您的价格文件已损坏，已另存为 %1。现改用目录中的价格。</translation>
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
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
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
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <source>Your price file %1 cannot be used; the catalog prices are used instead.</source>
        <translation>您的价格文件 %1 无法使用，现改用目录中的价格。</translation>
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
        <source>&amp;About GPU Advisor</source>
        <translation>关于 GPU 选型顾问(&amp;A)</translation>
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
        <source>Usable {0}</source>
        <translation>可用 {0}</translation>
    </message>
    <message>
        <source>Card {0}</source>
        <translation>显卡容量 {0}</translation>
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
        <source>Not a number: type digits only, e.g. 12000 or 12,000.50.</source>
        <translation>不是数字：请只输入数字，例如 12000 或 12,000.50。</translation>
    </message>
    <message>
        <source>A price must be more than zero.</source>
        <translation>价格必须大于零。</translation>
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
        <source>%1 billion parameters</source>
        <translation>%1B 参数</translation>
    </message>
    <message>
        <source>, %1 billion active per word</source>
        <translation>，每个 token 激活 %1B</translation>
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
        <source>&amp;Budget</source>
        <translation>预算(&amp;B)</translation>
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
        <source>Checklist</source>
        <translation>检查清单</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>图表</translation>
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
        <source>Ranked options</source>
        <translation>排序后的方案</translation>
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
        <source>%1 h per run</source>
        <translation>每次 %1 小时</translation>
    </message>
    <message>
        <source>month %1</source>
        <translation>第 %1 个月</translation>
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
        <source>Nothing fits as asked. What would work:</source>
        <translation>按当前要求没有合适的方案。可行的做法：</translation>
    </message>
</context>
<context>
    <name>WelcomePage</name>
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
        <source>&amp;New scenario</source>
        <translation>新建方案(&amp;N)</translation>
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
</TS>