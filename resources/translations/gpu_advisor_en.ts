<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="en_US">
<context>
    <name>BudgetPage</name>
    <message>
        <source>Budget</source>
        <translation>Budget</translation>
    </message>
    <message>
        <source>What you can spend up front and per month. The defaults are reasonable if you are unsure.</source>
        <translation>What you can spend up front and per month. The defaults are reasonable if you are unsure.</translation>
    </message>
    <message>
        <source>One-off budget for buying (%1)</source>
        <translation>One-off budget for buying (%1)</translation>
    </message>
    <message>
        <source>Monthly budget for renting and running (%1)</source>
        <translation>Monthly budget for renting and running (%1)</translation>
    </message>
    <message>
        <source>&amp;Years to plan for</source>
        <translation>&amp;Years to plan for</translation>
    </message>
    <message>
        <source>&amp;Electricity price per kWh (%1)</source>
        <translation>&amp;Electricity price per kWh (%1)</translation>
    </message>
    <message>
        <source>Building overhead (&amp;PUE)</source>
        <translation>Building overhead (&amp;PUE)</translation>
    </message>
    <message>
        <source>&amp;Hours of use per day</source>
        <translation>&amp;Hours of use per day</translation>
    </message>
    <message>
        <source>One-off budget</source>
        <translation>One-off budget</translation>
    </message>
    <message>
        <source>Monthly budget</source>
        <translation>Monthly budget</translation>
    </message>
    <message>
        <source>Years to plan for</source>
        <translation>Years to plan for</translation>
    </message>
    <message>
        <source>Electricity price per kWh</source>
        <translation>Electricity price per kWh</translation>
    </message>
    <message>
        <source>Building overhead (PUE)</source>
        <translation>Building overhead (PUE)</translation>
    </message>
    <message>
        <source>Hours of use per day</source>
        <translation>Hours of use per day</translation>
    </message>
</context>
<context>
    <name>CatalogUpdateDialog</name>
    <message>
        <source>Update the catalog</source>
        <translation>Update the catalog</translation>
    </message>
    <message>
        <source>File</source>
        <translation>File</translation>
    </message>
    <message>
        <source>Added</source>
        <translation>Added</translation>
    </message>
    <message>
        <source>Changed</source>
        <translation>Changed</translation>
    </message>
    <message>
        <source>Removed</source>
        <translation>Removed</translation>
    </message>
    <message>
        <source>You can go back to the catalog in use now from the File menu.</source>
        <translation>You can go back to the catalog in use now from the File menu.</translation>
    </message>
    <message>
        <source>Your own prices name a part this catalog does not have (%1); if you go on, your price file is set aside, not deleted, and the catalog's prices are used.</source>
        <translation>Your own prices name a part this catalog does not have (%1); if you go on, your price file is set aside, not deleted, and the catalog's prices are used.</translation>
    </message>
    <message>
        <source>&amp;Use this catalog</source>
        <translation>&amp;Use this catalog</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
</context>
<context>
    <name>CostSpeedChart</name>
    <message>
        <source>{0}: {1} over {2} years, {3} tokens/s per user</source>
        <translation>{0}: {1} over {2} years, {3} tokens/s per user</translation>
    </message>
    <message>
        <source>Buy</source>
        <translation>Buy</translation>
    </message>
    <message>
        <source>Rent in the cloud</source>
        <translation>Rent in the cloud</translation>
    </message>
    <message>
        <source>GPUs you own</source>
        <translation>GPUs you own</translation>
    </message>
    <message>
        <source>Total cost over {0} years ({1}, log scale)</source>
        <translation>Total cost over {0} years ({1}, log scale)</translation>
    </message>
    <message>
        <source>Speed per user (tokens/s)</source>
        <translation>Speed per user (tokens/s)</translation>
    </message>
    <message>
        <source>No option that fits has both a cost and a speed to plot.</source>
        <translation>No option that fits has both a cost and a speed to plot.</translation>
    </message>
    <message>
        <source>Best speed for the money</source>
        <translation>Best speed for the money</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
</context>
<context>
    <name>CrashDialog</name>
    <message>
        <source>Something unexpected went wrong: %1</source>
        <translation>Something unexpected went wrong: %1</translation>
    </message>
    <message>
        <source>Your work in progress has been saved and will be offered back at the next start.</source>
        <translation>Your work in progress has been saved and will be offered back at the next start.</translation>
    </message>
    <message>
        <source>Your work could not be saved automatically; please save it yourself.</source>
        <translation>Your work could not be saved automatically; please save it yourself.</translation>
    </message>
    <message>
        <source>Details for support are in %1.</source>
        <translation>Details for support are in %1.</translation>
    </message>
    <message>
        <source>GPU Advisor hit a problem</source>
        <translation>GPU Advisor hit a problem</translation>
    </message>
</context>
<context>
    <name>CumulativeCostChart</name>
    <message>
        <source>Months from today</source>
        <translation>Months from today</translation>
    </message>
    <message>
        <source>Money spent ({0})</source>
        <translation>Money spent ({0})</translation>
    </message>
    <message>
        <source>Nothing to compare: there is no recommended option.</source>
        <translation>Nothing to compare: there is no recommended option.</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <source>Cheapest cloud: {0}</source>
        <translation>Cheapest cloud: {0}</translation>
    </message>
    <message>
        <source>Break-even: month {0}</source>
        <translation>Break-even: month {0}</translation>
    </message>
</context>
<context>
    <name>ExistingPage</name>
    <message>
        <source>What do you have already?</source>
        <translation>What do you have already?</translation>
    </message>
    <message>
        <source>Optional. If the cards go into a machine you own, its power supply and slots matter.</source>
        <translation>Optional. If the cards go into a machine you own, its power supply and slots matter.</translation>
    </message>
    <message>
        <source>Leave anything you do not know empty: it will be listed as a point to check. If you are sitting at the machine itself, let the assistant read it.</source>
        <translation>Leave anything you do not know empty: it will be listed as a point to check. If you are sitting at the machine itself, let the assistant read it.</translation>
    </message>
    <message>
        <source>&amp;Check this machine</source>
        <translation>&amp;Check this machine</translation>
    </message>
    <message>
        <source>The cards will go into &amp;this computer</source>
        <translation>The cards will go into &amp;this computer</translation>
    </message>
    <message>
        <source>Chassis</source>
        <translation>Chassis</translation>
    </message>
    <message>
        <source>Power supply</source>
        <translation>Power supply</translation>
    </message>
    <message>
        <source>Free PCIe slot positions</source>
        <translation>Free PCIe slot positions</translation>
    </message>
    <message>
        <source>CUDA version</source>
        <translation>CUDA version</translation>
    </message>
    <message>
        <source>PyTorch version</source>
        <translation>PyTorch version</translation>
    </message>
    <message>
        <source>NVIDIA driver version</source>
        <translation>NVIDIA driver version</translation>
    </message>
    <message>
        <source>System memory</source>
        <translation>System memory</translation>
    </message>
    <message>
        <source>Free disk space</source>
        <translation>Free disk space</translation>
    </message>
    <message>
        <source>not given</source>
        <translation>not given</translation>
    </message>
    <message>
        <source>Tower PC (I will put the cards in it)</source>
        <translation>Tower PC (I will put the cards in it)</translation>
    </message>
    <message>
        <source>Rack server (I will put the cards in it)</source>
        <translation>Rack server (I will put the cards in it)</translation>
    </message>
    <message>
        <source>None: buy a new machine</source>
        <translation>None: buy a new machine</translation>
    </message>
    <message>
        <source>not given, e.g. %1</source>
        <translation>not given, e.g. %1</translation>
    </message>
    <message>
        <source>This server's processors</source>
        <translation>This server's processors</translation>
    </message>
    <message>
        <source>Why it matters: a large model such as DeepSeek-R1 can keep its experts in this server's memory, computed by its processors; then one graphics card bought for it may be enough. Its system memory above is needed too.</source>
        <translation>Why it matters: a large model such as DeepSeek-R1 can keep its experts in this server's memory, computed by its processors; then one graphics card bought for it may be enough. Its system memory above is needed too.</translation>
    </message>
    <message>
        <source>CPU model</source>
        <translation>CPU model</translation>
    </message>
    <message>
        <source>not given (leave them out of the plan)</source>
        <translation>not given (leave them out of the plan)</translation>
    </message>
    <message>
        <source>Other: I will enter its facts</source>
        <translation>Other: I will enter its facts</translation>
    </message>
    <message>
        <source>Server name</source>
        <translation>Server name</translation>
    </message>
    <message>
        <source>CPU maker</source>
        <translation>CPU maker</translation>
    </message>
    <message>
        <source>CPU sockets</source>
        <translation>CPU sockets</translation>
    </message>
    <message>
        <source>Cores per CPU</source>
        <translation>Cores per CPU</translation>
    </message>
    <message>
        <source>Base clock</source>
        <translation>Base clock</translation>
    </message>
    <message>
        <source>Memory channels per CPU</source>
        <translation>Memory channels per CPU</translation>
    </message>
    <message>
        <source>Memory type</source>
        <translation>Memory type</translation>
    </message>
    <message>
        <source>Memory speed</source>
        <translation>Memory speed</translation>
    </message>
    <message>
        <source>Vector units</source>
        <translation>Vector units</translation>
    </message>
    <message>
        <source>AMX (Intel Xeon 4th generation and later)</source>
        <translation>AMX (Intel Xeon 4th generation and later)</translation>
    </message>
    <message>
        <source>optional, e.g. Dell R740</source>
        <translation>optional, e.g. Dell R740</translation>
    </message>
    <message>
        <source>not given (counted as Intel)</source>
        <translation>not given (counted as Intel)</translation>
    </message>
    <message>
        <source>Reading this machine…</source>
        <translation>Reading this machine…</translation>
    </message>
    <message>
        <source>These values describe this computer, not the machine to buy: they were not put into the plan. Tick the box and check again if the cards will go into this computer.</source>
        <translation>These values describe this computer, not the machine to buy: they were not put into the plan. Tick the box and check again if the cards will go into this computer.</translation>
    </message>
    <message>
        <source>This server's processors below were filled in from this computer: the memory channels are counted from the memory modules installed, one to a channel. Check them against the server's manual.</source>
        <translation>This server's processors below were filled in from this computer: the memory channels are counted from the memory modules installed, one to a channel. Check them against the server's manual.</translation>
    </message>
    <message>
        <source>The memory's type, rate and channels could not be read without administrator rights: fill them in.</source>
        <translation>The memory's type, rate and channels could not be read without administrator rights: fill them in.</translation>
    </message>
</context>
<context>
    <name>FineTunePage</name>
    <message>
        <source>Fine-tuning</source>
        <translation>Fine-tuning</translation>
    </message>
    <message>
        <source>How the model learns from your data, and how often.</source>
        <translation>How the model learns from your data, and how often.</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>Method</translation>
    </message>
    <message>
        <source>LoRA: trains a small add-on; the usual choice</source>
        <translation>LoRA: trains a small add-on; the usual choice</translation>
    </message>
    <message>
        <source>QLoRA: LoRA on a 4-bit model; needs the least memory, a little slower</source>
        <translation>QLoRA: LoRA on a 4-bit model; needs the least memory, a little slower</translation>
    </message>
    <message>
        <source>Full fine-tune: changes every weight; needs about 16 bytes per parameter</source>
        <translation>Full fine-tune: changes every weight; needs about 16 bytes per parameter</translation>
    </message>
    <message>
        <source>&amp;Training data (million tokens)</source>
        <translation>&amp;Training data (million tokens)</translation>
    </message>
    <message>
        <source>&amp;Passes over the data (epochs)</source>
        <translation>&amp;Passes over the data (epochs)</translation>
    </message>
    <message>
        <source>&amp;Runs per year</source>
        <translation>&amp;Runs per year</translation>
    </message>
    <message>
        <source>Training data in million tokens</source>
        <translation>Training data in million tokens</translation>
    </message>
    <message>
        <source>Epochs</source>
        <translation>Epochs</translation>
    </message>
    <message>
        <source>Runs per year</source>
        <translation>Runs per year</translation>
    </message>
    <message>
        <source>&amp;Longest a run may take (days)</source>
        <translation>&amp;Longest a run may take (days)</translation>
    </message>
    <message>
        <source>Longest a pretraining run may take, in days</source>
        <translation>Longest a pretraining run may take, in days</translation>
    </message>
    <message>
        <source>&amp;Save memory: 8-bit optimizer and other low-memory settings; a full fine-tune fits about a quarter of the memory, at the same speed</source>
        <translation>&amp;Save memory: 8-bit optimizer and other low-memory settings; a full fine-tune fits about a quarter of the memory, at the same speed</translation>
    </message>
    <message>
        <source>Save memory while fine-tuning</source>
        <translation>Save memory while fine-tuning</translation>
    </message>
    <message>
        <source>A token is about three quarters of an English word or one to two Chinese characters: 1,000 pages of text are roughly 0.5 million tokens.</source>
        <translation>A token is about three quarters of an English word or one to two Chinese characters: 1,000 pages of text are roughly 0.5 million tokens.</translation>
    </message>
</context>
<context>
    <name>FinishPage</name>
    <message>
        <source>Finish</source>
        <translation>Finish</translation>
    </message>
    <message>
        <source>Keep the scenario to change it later, or take a summary to the meeting.</source>
        <translation>Keep the scenario to change it later, or take a summary to the meeting.</translation>
    </message>
    <message>
        <source>Save the scenario to come back to it or to send it to a colleague. The PDF summary is written for people who never opened this program: what to buy or rent, what it costs, what to check, and where every figure comes from.</source>
        <translation>Save the scenario to come back to it or to send it to a colleague. The PDF summary is written for people who never opened this program: what to buy or rent, what it costs, what to check, and where every figure comes from.</translation>
    </message>
    <message>
        <source>&amp;Save scenario…</source>
        <translation>&amp;Save scenario…</translation>
    </message>
    <message>
        <source>&amp;Export PDF summary…</source>
        <translation>&amp;Export PDF summary…</translation>
    </message>
    <message>
        <source>Save scenario</source>
        <translation>Save scenario</translation>
    </message>
    <message>
        <source>Export PDF summary</source>
        <translation>Export PDF summary</translation>
    </message>
    <message>
        <source>&amp;Title of the report</source>
        <translation>&amp;Title of the report</translation>
    </message>
    <message>
        <source>e.g. Private DeepSeek for Acme Trading</source>
        <translation>e.g. Private DeepSeek for Acme Trading</translation>
    </message>
    <message>
        <source>Title of the report</source>
        <translation>Title of the report</translation>
    </message>
    <message>
        <source>Report lan&amp;guage</source>
        <translation>Report lan&amp;guage</translation>
    </message>
    <message>
        <source>&amp;Paper</source>
        <translation>&amp;Paper</translation>
    </message>
    <message>
        <source>Report language</source>
        <translation>Report language</translation>
    </message>
    <message>
        <source>Paper</source>
        <translation>Paper</translation>
    </message>
    <message>
        <source>The results are not ready yet.</source>
        <translation>The results are not ready yet.</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Writing the PDF…</source>
        <translation>Writing the PDF…</translation>
    </message>
    <message>
        <source>Written: %1</source>
        <translation>Written: %1</translation>
    </message>
    <message>
        <source>PDF summary written</source>
        <translation>PDF summary written</translation>
    </message>
    <message>
        <source>The summary was written to %1.</source>
        <translation>The summary was written to %1.</translation>
    </message>
    <message>
        <source>&amp;Open the PDF</source>
        <translation>&amp;Open the PDF</translation>
    </message>
    <message>
        <source>The PDF was not written</source>
        <translation>The PDF was not written</translation>
    </message>
    <message>
        <source>%1
Any earlier file of that name is unchanged.</source>
        <translation>%1
Any earlier file of that name is unchanged.</translation>
    </message>
</context>
<context>
    <name>LoadPage</name>
    <message>
        <source>How much will it be used?</source>
        <translation>How much will it be used?</translation>
    </message>
    <message>
        <source>How many people at the same moment, and how fast answers should appear.</source>
        <translation>How many people at the same moment, and how fast answers should appear.</translation>
    </message>
    <message>
        <source>People using it &amp;at the same moment</source>
        <translation>People using it &amp;at the same moment</translation>
    </message>
    <message>
        <source>Answer &amp;speed per person</source>
        <translation>Answer &amp;speed per person</translation>
    </message>
    <message>
        <source>Typical &amp;question</source>
        <translation>Typical &amp;question</translation>
    </message>
    <message>
        <source>Lowest acceptable qualit&amp;y</source>
        <translation>Lowest acceptable qualit&amp;y</translation>
    </message>
    <message>
        <source>Slow but usable (5 tokens/s)</source>
        <translation>Slow but usable (5 tokens/s)</translation>
    </message>
    <message>
        <source>About reading speed (10 tokens/s)</source>
        <translation>About reading speed (10 tokens/s)</translation>
    </message>
    <message>
        <source>Faster than reading (20 tokens/s)</source>
        <translation>Faster than reading (20 tokens/s)</translation>
    </message>
    <message>
        <source>Instant feel (40 tokens/s)</source>
        <translation>Instant feel (40 tokens/s)</translation>
    </message>
    <message>
        <source>Short chat question</source>
        <translation>Short chat question</translation>
    </message>
    <message>
        <source>Question with a page or two of text</source>
        <translation>Question with a page or two of text</translation>
    </message>
    <message>
        <source>Question about a long document</source>
        <translation>Question about a long document</translation>
    </message>
    <message>
        <source>Whole reports or contracts</source>
        <translation>Whole reports or contracts</translation>
    </message>
    <message>
        <source>Full quality (16-bit)</source>
        <translation>Full quality (16-bit)</translation>
    </message>
    <message>
        <source>Near full quality (8-bit, FP8)</source>
        <translation>Near full quality (8-bit, FP8)</translation>
    </message>
    <message>
        <source>Near full quality (8-bit integer)</source>
        <translation>Near full quality (8-bit integer)</translation>
    </message>
    <message>
        <source>Good quality (4-bit), the common choice</source>
        <translation>Good quality (4-bit), the common choice</translation>
    </message>
    <message>
        <source>Reduced quality (3-bit), only to fit</source>
        <translation>Reduced quality (3-bit), only to fit</translation>
    </message>
    <message>
        <source>A person reads about 5 to 8 tokens a second; a token is about three quarters of an English word or one to two Chinese characters.</source>
        <translation>A person reads about 5 to 8 tokens a second; a token is about three quarters of an English word or one to two Chinese characters.</translation>
    </message>
    <message>
        <source>Advanced: exact numbers</source>
        <translation>Advanced: exact numbers</translation>
    </message>
    <message>
        <source>Tokens per second per person</source>
        <translation>Tokens per second per person</translation>
    </message>
    <message>
        <source>Question and documents (tokens)</source>
        <translation>Question and documents (tokens)</translation>
    </message>
    <message>
        <source>Answer (tokens)</source>
        <translation>Answer (tokens)</translation>
    </message>
    <message>
        <source>Longest conversation (context, tokens)</source>
        <translation>Longest conversation (context, tokens)</translation>
    </message>
    <message>
        <source>Longest wait for the first word (seconds)</source>
        <translation>Longest wait for the first word (seconds)</translation>
    </message>
    <message>
        <source>Documents to get through an hour (batch jobs)</source>
        <translation>Documents to get through an hour (batch jobs)</translation>
    </message>
    <message>
        <source>No limit</source>
        <translation>No limit</translation>
    </message>
    <message>
        <source>Longest wait for the first word, in seconds</source>
        <translation>Longest wait for the first word, in seconds</translation>
    </message>
    <message>
        <source>Not set</source>
        <translation>Not set</translation>
    </message>
    <message>
        <source>Documents to get through an hour</source>
        <translation>Documents to get through an hour</translation>
    </message>
    <message>
        <source>People using it at the same moment</source>
        <translation>People using it at the same moment</translation>
    </message>
    <message>
        <source>Answer speed per person</source>
        <translation>Answer speed per person</translation>
    </message>
    <message>
        <source>Typical question</source>
        <translation>Typical question</translation>
    </message>
    <message>
        <source>Lowest acceptable quality</source>
        <translation>Lowest acceptable quality</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Catalog problem</source>
        <translation>Catalog problem</translation>
    </message>
    <message>
        <source>The hardware catalog cannot be read:</source>
        <translation>The hardware catalog cannot be read:</translation>
    </message>
    <message>
        <source>Your home folder is read-only</source>
        <translation>Your home folder is read-only</translation>
    </message>
    <message>
        <source>GPU Advisor cannot write to your home folder, so autosave and your prices are kept in %1 for now. Save your scenario to a folder you can write to.</source>
        <translation>GPU Advisor cannot write to your home folder, so autosave and your prices are kept in %1 for now. Save your scenario to a folder you can write to.</translation>
    </message>
    <message>
        <source>GPU Advisor</source>
        <translation>GPU Advisor</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Starting…</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>Step %1 of %2</translation>
    </message>
    <message>
        <source>New scenario</source>
        <translation>New scenario</translation>
    </message>
    <message>
        <source>&lt; &amp;Back</source>
        <translation>&lt; &amp;Back</translation>
    </message>
    <message>
        <source>&amp;Next &gt;</source>
        <translation>&amp;Next &gt;</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Back</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Next</translation>
    </message>
</context>
<context>
    <name>MemoryChart</name>
    <message>
        <source>Weights</source>
        <translation>Weights</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV cache</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>Activations</translation>
    </message>
    <message>
        <source>Runtime reserve</source>
        <translation>Runtime reserve</translation>
    </message>
    <message>
        <source>Multi-GPU buffers</source>
        <translation>Multi-GPU buffers</translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation>Gradients</translation>
    </message>
    <message>
        <source>Optimizer states</source>
        <translation>Optimizer states</translation>
    </message>
    <message>
        <source>Adapters and their optimizer</source>
        <translation>Adapters and their optimizer</translation>
    </message>
    <message>
        <source>Dequantization buffer</source>
        <translation>Dequantization buffer</translation>
    </message>
    <message>
        <source>Memory per GPU (GB)</source>
        <translation>Memory per GPU (GB)</translation>
    </message>
    <message>
        <source>Unified memory (GB)</source>
        <translation>Unified memory (GB)</translation>
    </message>
    <message>
        <source>No option to show.</source>
        <translation>No option to show.</translation>
    </message>
    <message>
        <source>{0} GB</source>
        <translation>{0} GB</translation>
    </message>
    <message>
        <source>{0}: {1} of {2} usable per GPU</source>
        <translation>{0}: {1} of {2} usable per GPU</translation>
    </message>
    <message>
        <source>{0}: {1} of {2} usable</source>
        <translation>{0}: {1} of {2} usable</translation>
    </message>
    <message>
        <source>Usable {0}</source>
        <translation>Usable {0}</translation>
    </message>
    <message>
        <source>Memory {0} ({1} × 10⁹ bytes usable by the GPU)</source>
        <translation>Memory {0} ({1} × 10⁹ bytes usable by the GPU)</translation>
    </message>
    <message>
        <source>Card {0} ({1} × 10⁹ bytes)</source>
        <translation>Card {0} ({1} × 10⁹ bytes)</translation>
    </message>
</context>
<context>
    <name>PlacementPage</name>
    <message>
        <source>Where will it run?</source>
        <translation>Where will it run?</translation>
    </message>
    <message>
        <source>Each place has its own limits on power, noise and size.</source>
        <translation>Each place has its own limits on power, noise and size.</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Place</translation>
    </message>
    <message>
        <source>Cloud (rent)</source>
        <translation>Cloud (rent)</translation>
    </message>
    <message>
        <source>Rent GPUs by the hour from a cloud provider: nothing to buy, pay while you use it.</source>
        <translation>Rent GPUs by the hour from a cloud provider: nothing to buy, pay while you use it.</translation>
    </message>
    <message>
        <source>Office workstation</source>
        <translation>Office workstation</translation>
    </message>
    <message>
        <source>A tower PC under a desk: at most two cards, ordinary power socket, must stay quiet.</source>
        <translation>A tower PC under a desk: at most two cards, ordinary power socket, must stay quiet.</translation>
    </message>
    <message>
        <source>Server room or data centre</source>
        <translation>Server room or data centre</translation>
    </message>
    <message>
        <source>Rack servers with up to eight cards, strong power and cooling.</source>
        <translation>Rack servers with up to eight cards, strong power and cooling.</translation>
    </message>
    <message>
        <source>Edge device</source>
        <translation>Edge device</translation>
    </message>
    <message>
        <source>A small box on site (shop, factory, vehicle) with a tight power budget.</source>
        <translation>A small box on site (shop, factory, vehicle) with a tight power budget.</translation>
    </message>
    <message>
        <source>Used (second-hand) cards are acceptable</source>
        <translation>Used (second-hand) cards are acceptable</translation>
    </message>
    <message>
        <source>Consumer cards (GeForce, Radeon) are acceptable</source>
        <translation>Consumer cards (GeForce, Radeon) are acceptable</translation>
    </message>
    <message>
        <source>In a server room they bring licence, cooling, density and warranty trade-offs; without this only data-centre and workstation cards are offered there.</source>
        <translation>In a server room they bring licence, cooling, density and warranty trade-offs; without this only data-centre and workstation cards are offered there.</translation>
    </message>
    <message>
        <source>Our team can run Linux GPU servers</source>
        <translation>Our team can run Linux GPU servers</translation>
    </message>
    <message>
        <source>Allows AMD ROCm and domestic software stacks; otherwise only NVIDIA CUDA (and Apple) is offered.</source>
        <translation>Allows AMD ROCm and domestic software stacks; otherwise only NVIDIA CUDA (and Apple) is offered.</translation>
    </message>
    <message>
        <source>Domestic hardware required (信创 / 国产化)</source>
        <translation>Domestic hardware required (信创 / 国产化)</translation>
    </message>
    <message>
        <source>Prefers domestic parts such as Huawei Ascend and says what they cost in speed and software.</source>
        <translation>Prefers domestic parts such as Huawei Ascend and says what they cost in speed and software.</translation>
    </message>
    <message>
        <source>May prompts and &amp;documents leave the company?</source>
        <translation>May prompts and &amp;documents leave the company?</translation>
    </message>
    <message>
        <source>Not decided yet</source>
        <translation>Not decided yet</translation>
    </message>
    <message>
        <source>No: everything stays on our own machines</source>
        <translation>No: everything stays on our own machines</translation>
    </message>
    <message>
        <source>Yes: a cloud machine or a hosted API may be used</source>
        <translation>Yes: a cloud machine or a hosted API may be used</translation>
    </message>
    <message>
        <source>May prompts and documents leave the company?</source>
        <translation>May prompts and documents leave the company?</translation>
    </message>
    <message>
        <source>Power available at the &amp;site</source>
        <translation>Power available at the &amp;site</translation>
    </message>
    <message>
        <source>Power available at the site in watts</source>
        <translation>Power available at the site in watts</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>no limit</translation>
    </message>
    <message>
        <source>A rented cloud machine is another company's machine: with data that must stay, choose the office or the server room.</source>
        <translation>A rented cloud machine is another company's machine: with data that must stay, choose the office or the server room.</translation>
    </message>
    <message>
        <source>Renting a cloud machine and hosted APIs are left out of the advice.</source>
        <translation>Renting a cloud machine and hosted APIs are left out of the advice.</translation>
    </message>
    <message>
        <source>Where renting costs less than buying, the advice says so plainly.</source>
        <translation>Where renting costs less than buying, the advice says so plainly.</translation>
    </message>
    <message>
        <source>Until you answer, renting is shown with the condition that the data may leave.</source>
        <translation>Until you answer, renting is shown with the condition that the data may leave.</translation>
    </message>
</context>
<context>
    <name>PriceEditor</name>
    <message>
        <source>My prices</source>
        <translation>My prices</translation>
    </message>
    <message>
        <source>Type the prices you were quoted. Your price replaces the catalog's price in every recommendation; leave a cell empty to use the catalog's price.</source>
        <translation>Type the prices you were quoted. Your price replaces the catalog's price in every recommendation; leave a cell empty to use the catalog's price.</translation>
    </message>
    <message>
        <source>&amp;Find:</source>
        <translation>&amp;Find:</translation>
    </message>
    <message>
        <source>GPU or cloud instance name, e.g. 4090</source>
        <translation>GPU or cloud instance name, e.g. 4090</translation>
    </message>
    <message>
        <source>Find a GPU or cloud instance by name</source>
        <translation>Find a GPU or cloud instance by name</translation>
    </message>
    <message>
        <source>E&amp;xchange rate (CNY per USD):</source>
        <translation>E&amp;xchange rate (CNY per USD):</translation>
    </message>
    <message>
        <source>Exchange rate, yuan per US dollar</source>
        <translation>Exchange rate, yuan per US dollar</translation>
    </message>
    <message>
        <source>How many yuan one US dollar buys; used wherever prices in two currencies are compared.</source>
        <translation>How many yuan one US dollar buys; used wherever prices in two currencies are compared.</translation>
    </message>
    <message>
        <source>Price tables</source>
        <translation>Price tables</translation>
    </message>
    <message>
        <source>GPU prices</source>
        <translation>GPU prices</translation>
    </message>
    <message>
        <source>Cloud instance prices</source>
        <translation>Cloud instance prices</translation>
    </message>
    <message>
        <source>&amp;Reset to catalog</source>
        <translation>&amp;Reset to catalog</translation>
    </message>
    <message>
        <source>Reset to catalog</source>
        <translation>Reset to catalog</translation>
    </message>
    <message>
        <source>Clear all your prices and use the catalog's prices and the exchange rate you started with.</source>
        <translation>Clear all your prices and use the catalog's prices and the exchange rate you started with.</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Catalog: new</source>
        <translation>Catalog: new</translation>
    </message>
    <message>
        <source>Catalog: used</source>
        <translation>Catalog: used</translation>
    </message>
    <message>
        <source>My price: new</source>
        <translation>My price: new</translation>
    </message>
    <message>
        <source>My price: used</source>
        <translation>My price: used</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>Currency</translation>
    </message>
    <message>
        <source>Date of my price</source>
        <translation>Date of my price</translation>
    </message>
    <message>
        <source>Price from</source>
        <translation>Price from</translation>
    </message>
    <message>
        <source>Cloud instance</source>
        <translation>Cloud instance</translation>
    </message>
    <message>
        <source>Market</source>
        <translation>Market</translation>
    </message>
    <message>
        <source>Catalog: per hour</source>
        <translation>Catalog: per hour</translation>
    </message>
    <message>
        <source>My price per hour</source>
        <translation>My price per hour</translation>
    </message>
    <message>
        <source>Source: {0}</source>
        <translation>Source: {0}</translation>
    </message>
    <message>
        <source>Older than six months: ask for a current quote.</source>
        <translation>Older than six months: ask for a current quote.</translation>
    </message>
    <message>
        <source>The catalog has no price for this.</source>
        <translation>The catalog has no price for this.</translation>
    </message>
    <message>
        <source>Type your price, e.g. a supplier's quote. Leave it empty to use the catalog's price.</source>
        <translation>Type your price, e.g. a supplier's quote. Leave it empty to use the catalog's price.</translation>
    </message>
    <message>
        <source>Currency of your prices in this row.</source>
        <translation>Currency of your prices in this row.</translation>
    </message>
    <message>
        <source>Your new and used prices are in different currencies; choosing one here sets both.</source>
        <translation>Your new and used prices are in different currencies; choosing one here sets both.</translation>
    </message>
    <message>
        <source>{0} for {1}</source>
        <translation>{0} for {1}</translation>
    </message>
    <message>
        <source>catalog</source>
        <translation>catalog</translation>
    </message>
    <message>
        <source>typed by you</source>
        <translation>typed by you</translation>
    </message>
    <message>
        <source>quote {0}</source>
        <translation>quote {0}</translation>
    </message>
    <message>
        <source>China</source>
        <translation>China</translation>
    </message>
    <message>
        <source>United States</source>
        <translation>United States</translation>
    </message>
    <message>
        <source>Europe</source>
        <translation>Europe</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Other</translation>
    </message>
    <message>
        <source>Not a number: type it as 12000, 12,000.50, 1.2万 or 12k.</source>
        <translation>Not a number: type it as 12000, 12,000.50, 1.2万 or 12k.</translation>
    </message>
    <message>
        <source>A price must be more than zero.</source>
        <translation>A price must be more than zero.</translation>
    </message>
    <message>
        <source>Type the number only: the currency is chosen in the Currency column.</source>
        <translation>Type the number only: the currency is chosen in the Currency column.</translation>
    </message>
    <message>
        <source>Too small to be a price: at least {0}.</source>
        <translation>Too small to be a price: at least {0}.</translation>
    </message>
    <message>
        <source>Too large: a price must be less than {0}.</source>
        <translation>Too large: a price must be less than {0}.</translation>
    </message>
    <message>
        <source>{0} ({1}): {2}</source>
        <translation>{0} ({1}): {2}</translation>
    </message>
    <message>
        <source>Other prices to fix: {0}.</source>
        <translation>Other prices to fix: {0}.</translation>
    </message>
    <message>
        <source>Your price file has prices for {0}, which the catalog no longer lists; they are left out when you press OK.</source>
        <translation>Your price file has prices for {0}, which the catalog no longer lists; they are left out when you press OK.</translation>
    </message>
    <message>
        <source>&amp;GPUs ({0})</source>
        <translation>&amp;GPUs ({0})</translation>
    </message>
    <message>
        <source>&amp;GPUs</source>
        <translation>&amp;GPUs</translation>
    </message>
    <message>
        <source>C&amp;loud instances ({0})</source>
        <translation>C&amp;loud instances ({0})</translation>
    </message>
    <message>
        <source>C&amp;loud instances</source>
        <translation>C&amp;loud instances</translation>
    </message>
    <message>
        <source>Clear all your prices and set the exchange rate back to {0}? The catalog's prices will be used again.</source>
        <translation>Clear all your prices and set the exchange rate back to {0}? The catalog's prices will be used again.</translation>
    </message>
</context>
<context>
    <name>PurposePage</name>
    <message>
        <source>What is it for?</source>
        <translation>What is it for?</translation>
    </message>
    <message>
        <source>Pick the job and the model. Bigger models answer better and need more hardware.</source>
        <translation>Pick the job and the model. Bigger models answer better and need more hardware.</translation>
    </message>
    <message>
        <source>The job</source>
        <translation>The job</translation>
    </message>
    <message>
        <source>A chat assistant for staff (questions, drafting, translation)</source>
        <translation>A chat assistant for staff (questions, drafting, translation)</translation>
    </message>
    <message>
        <source>Questions about our own documents (knowledge base, RAG)</source>
        <translation>Questions about our own documents (knowledge base, RAG)</translation>
    </message>
    <message>
        <source>Batch jobs: summarise or classify many documents overnight</source>
        <translation>Batch jobs: summarise or classify many documents overnight</translation>
    </message>
    <message>
        <source>Fine-tune a model on our own data</source>
        <translation>Fine-tune a model on our own data</translation>
    </message>
    <message>
        <source>Continue training a large model on a GPU cluster</source>
        <translation>Continue training a large model on a GPU cluster</translation>
    </message>
    <message>
        <source>Also fine-tune it on our own data now and then</source>
        <translation>Also fine-tune it on our own data now and then</translation>
    </message>
    <message>
        <source>The model</source>
        <translation>The model</translation>
    </message>
    <message>
        <source>&amp;Model</source>
        <translation>&amp;Model</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Model</translation>
    </message>
    <message>
        <source>A model not in the list, of this size:</source>
        <translation>A model not in the list, of this size:</translation>
    </message>
    <message>
        <source>Model size in billions of parameters</source>
        <translation>Model size in billions of parameters</translation>
    </message>
    <message>
        <source>Suggested for this job</source>
        <translation>Suggested for this job</translation>
    </message>
    <message>
        <source>%1 billion parameters</source>
        <translation>%1 billion parameters</translation>
    </message>
    <message>
        <source>A model of your own, sized by its parameters (%1).</source>
        <translation>A model of your own, sized by its parameters (%1).</translation>
    </message>
    <message>
        <source>, %1 billion active per word</source>
        <translation>, %1 billion active per word</translation>
    </message>
</context>
<context>
    <name>QuoteImportDialog</name>
    <message>
        <source>new</source>
        <translation>new</translation>
    </message>
    <message>
        <source>used</source>
        <translation>used</translation>
    </message>
    <message>
        <source>per hour, {0}</source>
        <translation>per hour, {0}</translation>
    </message>
    <message>
        <source>Do not import</source>
        <translation>Do not import</translation>
    </message>
    <message>
        <source>Import row %1 as</source>
        <translation>Import row %1 as</translation>
    </message>
    <message>
        <source>Import a supplier quote</source>
        <translation>Import a supplier quote</translation>
    </message>
    <message>
        <source>&amp;Matched rows ({0}): these prices will be kept</source>
        <translation>&amp;Matched rows ({0}): these prices will be kept</translation>
    </message>
    <message>
        <source>Row</source>
        <translation>Row</translation>
    </message>
    <message>
        <source>In the quote</source>
        <translation>In the quote</translation>
    </message>
    <message>
        <source>Catalog name</source>
        <translation>Catalog name</translation>
    </message>
    <message>
        <source>Condition</source>
        <translation>Condition</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>Price</translation>
    </message>
    <message>
        <source>Why not used</source>
        <translation>Why not used</translation>
    </message>
    <message>
        <source>Import as</source>
        <translation>Import as</translation>
    </message>
    <message>
        <source>Matched rows</source>
        <translation>Matched rows</translation>
    </message>
    <message>
        <source>Rows not used</source>
        <translation>Rows not used</translation>
    </message>
    <message>
        <source>OK adds the matched prices to your prices (replacing your earlier price for the same GPU and condition); File &gt; My prices shows where each price comes from.</source>
        <translation>OK adds the matched prices to your prices (replacing your earlier price for the same GPU and condition); File &gt; My prices shows where each price comes from.</translation>
    </message>
    <message>
        <source>No row matched the catalog: there is nothing to import.</source>
        <translation>No row matched the catalog: there is nothing to import.</translation>
    </message>
    <message>
        <source>Import {0} prices</source>
        <translation>Import {0} prices</translation>
    </message>
    <message>
        <source>&amp;Rows not used ({0}): where a name is close to the catalog's, choose it under “Import as”</source>
        <translation>&amp;Rows not used ({0}): where a name is close to the catalog's, choose it under “Import as”</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
</context>
<context>
    <name>ResultsPage</name>
    <message>
        <source>Results</source>
        <translation>Results</translation>
    </message>
    <message>
        <source>What to buy or rent, ranked, with the reasons. Change the numbers above to ask "what if".</source>
        <translation>What to buy or rent, ranked, with the reasons. Change the numbers above to ask "what if".</translation>
    </message>
    <message>
        <source>&amp;Users</source>
        <translation>&amp;Users</translation>
    </message>
    <message>
        <source>&amp;Quality</source>
        <translation>&amp;Quality</translation>
    </message>
    <message>
        <source>What if: users at once</source>
        <translation>What if: users at once</translation>
    </message>
    <message>
        <source>What if: one-off budget</source>
        <translation>What if: one-off budget</translation>
    </message>
    <message>
        <source>What if: lowest acceptable quality</source>
        <translation>What if: lowest acceptable quality</translation>
    </message>
    <message>
        <source>16-bit</source>
        <translation>16-bit</translation>
    </message>
    <message>
        <source>FP8</source>
        <translation>FP8</translation>
    </message>
    <message>
        <source>8-bit</source>
        <translation>8-bit</translation>
    </message>
    <message>
        <source>4-bit</source>
        <translation>4-bit</translation>
    </message>
    <message>
        <source>3-bit</source>
        <translation>3-bit</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Options</translation>
    </message>
    <message>
        <source>Bill of materials</source>
        <translation>Bill of materials</translation>
    </message>
    <message>
        <source>Checklist</source>
        <translation>Checklist</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>Charts</translation>
    </message>
    <message>
        <source>Why not …?</source>
        <translation>Why not …?</translation>
    </message>
    <message>
        <source>Compare pinned</source>
        <translation>Compare pinned</translation>
    </message>
    <message>
        <source>Export table…</source>
        <translation>Export table…</translation>
    </message>
    <message>
        <source>Working out the options…</source>
        <translation>Working out the options…</translation>
    </message>
    <message>
        <source>Back to my &amp;answers</source>
        <translation>Back to my &amp;answers</translation>
    </message>
    <message>
        <source>Try a model that answers sooner</source>
        <translation>Try a model that answers sooner</translation>
    </message>
    <message>
        <source>Try a newer model</source>
        <translation>Try a newer model</translation>
    </message>
    <message>
        <source>Save the options table as an Excel workbook or a CSV file</source>
        <translation>Save the options table as an Excel workbook or a CSV file</translation>
    </message>
    <message>
        <source>Why not this card?</source>
        <translation>Why not this card?</translation>
    </message>
    <message>
        <source>Pinned options side by side</source>
        <translation>Pinned options side by side</translation>
    </message>
    <message>
        <source>Pick</source>
        <translation>Pick</translation>
    </message>
    <message>
        <source>Hardware</source>
        <translation>Hardware</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Format</translation>
    </message>
    <message>
        <source>Speed per person</source>
        <translation>Speed per person</translation>
    </message>
    <message>
        <source>Up front</source>
        <translation>Up front</translation>
    </message>
    <message>
        <source>Per month</source>
        <translation>Per month</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Pays off vs renting</source>
        <translation>Pays off vs renting</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Compare</translation>
    </message>
    <message>
        <source>Ranked options</source>
        <translation>Ranked options</translation>
    </message>
    <message>
        <source>&amp;Show</source>
        <translation>&amp;Show</translation>
    </message>
    <message>
        <source>The picks</source>
        <translation>The picks</translation>
    </message>
    <message>
        <source>Every option that does the job</source>
        <translation>Every option that does the job</translation>
    </message>
    <message>
        <source>Every configuration sized</source>
        <translation>Every configuration sized</translation>
    </message>
    <message>
        <source>Which options the table shows</source>
        <translation>Which options the table shows</translation>
    </message>
    <message>
        <source>Why this option</source>
        <translation>Why this option</translation>
    </message>
    <message>
        <source>Compatibility checklist</source>
        <translation>Compatibility checklist</translation>
    </message>
    <message>
        <source>Bu&amp;dget a month</source>
        <translation>Bu&amp;dget a month</translation>
    </message>
    <message>
        <source>What if: monthly budget</source>
        <translation>What if: monthly budget</translation>
    </message>
    <message>
        <source>users %1 (your answer %2)</source>
        <translation>users %1 (your answer %2)</translation>
    </message>
    <message>
        <source>budget %1 (your answer %2)</source>
        <translation>budget %1 (your answer %2)</translation>
    </message>
    <message>
        <source>budget a month %1 (your answer %2)</source>
        <translation>budget a month %1 (your answer %2)</translation>
    </message>
    <message>
        <source>quality %1 (your answer %2)</source>
        <translation>quality %1 (your answer %2)</translation>
    </message>
    <message>
        <source>model %1 (your answer %2)</source>
        <translation>model %1 (your answer %2)</translation>
    </message>
    <message>
        <source>What-if: %1. Saving and the PDF use these values.</source>
        <translation>What-if: %1. Saving and the PDF use these values.</translation>
    </message>
    <message>
        <source>No option is listed with this choice. Choose “Every configuration sized” under Show to see every configuration that was sized, or follow the suggestions above.</source>
        <translation>No option is listed with this choice. Choose “Every configuration sized” under Show to see every configuration that was sized, or follow the suggestions above.</translation>
    </message>
    <message>
        <source>More that would work:</source>
        <translation>More that would work:</translation>
    </message>
    <message>
        <source>There is no first choice to list.</source>
        <translation>There is no first choice to list.</translation>
    </message>
    <message>
        <source>Try %1: a complete answer in about %2 s</source>
        <translation>Try %1: a complete answer in about %2 s</translation>
    </message>
    <message>
        <source>Try the newer %1</source>
        <translation>Try the newer %1</translation>
    </message>
    <message>
        <source>Memory needed / usable (GB)</source>
        <translation>Memory needed / usable (GB)</translation>
    </message>
    <message>
        <source>Options table written</source>
        <translation>Options table written</translation>
    </message>
    <message>
        <source>The options table was written to %1.</source>
        <translation>The options table was written to %1.</translation>
    </message>
    <message>
        <source>&amp;Open the file</source>
        <translation>&amp;Open the file</translation>
    </message>
    <message>
        <source>%1 machines of %2 GPUs, joined by %3</source>
        <translation>%1 machines of %2 GPUs, joined by %3</translation>
    </message>
    <message>
        <source>month %1</source>
        <translation>month %1</translation>
    </message>
    <message>
        <source>Bu&amp;dget</source>
        <translation>Bu&amp;dget</translation>
    </message>
    <message>
        <source>never</source>
        <translation>never</translation>
    </message>
    <message>
        <source>%1-year total (%2)</source>
        <translation>%1-year total (%2)</translation>
    </message>
    <message>
        <source>Why not %1?</source>
        <translation>Why not %1?</translation>
    </message>
    <message>
        <source>Runtime</source>
        <translation>Runtime</translation>
    </message>
    <message>
        <source>Up front (%1)</source>
        <translation>Up front (%1)</translation>
    </message>
    <message>
        <source>Per month (%1)</source>
        <translation>Per month (%1)</translation>
    </message>
    <message>
        <source>Power (W)</source>
        <translation>Power (W)</translation>
    </message>
    <message>
        <source>Tick “Compare” on the options to see them here.</source>
        <translation>Tick “Compare” on the options to see them here.</translation>
    </message>
    <message>
        <source>Export the options table</source>
        <translation>Export the options table</translation>
    </message>
    <message>
        <source>Excel workbook (*.xlsx);;CSV (*.csv)</source>
        <translation>Excel workbook (*.xlsx);;CSV (*.csv)</translation>
    </message>
</context>
<context>
    <name>WelcomePage</name>
    <message>
        <source>one-off budget %1 → %2</source>
        <translation>one-off budget %1 → %2</translation>
    </message>
    <message>
        <source>monthly budget %1 → %2</source>
        <translation>monthly budget %1 → %2</translation>
    </message>
    <message>
        <source>electricity %1 → %2 per kWh</source>
        <translation>electricity %1 → %2 per kWh</translation>
    </message>
    <message>
        <source>Your amounts were converted at %1 yuan per dollar: %2. Check them on the Budget page.</source>
        <translation>Your amounts were converted at %1 yuan per dollar: %2. Check them on the Budget page.</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Welcome</source>
        <translation>Welcome</translation>
    </message>
    <message>
        <source>Find out which GPUs to buy or rent for your own AI model.</source>
        <translation>Find out which GPUs to buy or rent for your own AI model.</translation>
    </message>
    <message>
        <source>This assistant asks a few plain questions: which model, how many people use it, your budget and where it will run. It then recommends what to buy or rent, what it costs over the years, and what to check before you order. Everything stays on this computer.</source>
        <translation>This assistant asks a few plain questions: which model, how many people use it, your budget and where it will run. It then recommends what to buy or rent, what it costs over the years, and what to check before you order. Everything stays on this computer.</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Language</translation>
    </message>
    <message>
        <source>&amp;Currency</source>
        <translation>&amp;Currency</translation>
    </message>
    <message>
        <source>&amp;Region</source>
        <translation>&amp;Region</translation>
    </message>
    <message>
        <source>Mainland China</source>
        <translation>Mainland China</translation>
    </message>
    <message>
        <source>United States</source>
        <translation>United States</translation>
    </message>
    <message>
        <source>Europe</source>
        <translation>Europe</translation>
    </message>
    <message>
        <source>Elsewhere</source>
        <translation>Elsewhere</translation>
    </message>
    <message>
        <source>Ne&amp;w scenario</source>
        <translation>Ne&amp;w scenario</translation>
    </message>
    <message>
        <source>&amp;Open saved scenario…</source>
        <translation>&amp;Open saved scenario…</translation>
    </message>
    <message>
        <source>Recent scenarios</source>
        <translation>Recent scenarios</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Language</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>Currency</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>Region</translation>
    </message>
</context>
<context>
    <name>WindowAutosave</name>
    <message>
        <source>Your work could not be restored</source>
        <translation>Your work could not be restored</translation>
    </message>
    <message>
        <source>The automatic copy of your last scenario was damaged and has been set aside as %1.</source>
        <translation>The automatic copy of your last scenario was damaged and has been set aside as %1.</translation>
    </message>
    <message>
        <source>Restore your work?</source>
        <translation>Restore your work?</translation>
    </message>
    <message>
        <source>GPU Advisor did not close properly. Restore the scenario you were working on, last changed %1?</source>
        <translation>GPU Advisor did not close properly. Restore the scenario you were working on, last changed %1?</translation>
    </message>
</context>
<context>
    <name>WindowCatalog</name>
    <message>
        <source>Catalog update not used</source>
        <translation>Catalog update not used</translation>
    </message>
    <message>
        <source>Update the catalog</source>
        <translation>Update the catalog</translation>
    </message>
    <message>
        <source>Catalog updates (%1)</source>
        <translation>Catalog updates (%1)</translation>
    </message>
    <message>
        <source>Cannot update the catalog</source>
        <translation>Cannot update the catalog</translation>
    </message>
    <message>
        <source>Stop using %1 and return to %2?</source>
        <translation>Stop using %1 and return to %2?</translation>
    </message>
    <message>
        <source>the bundled catalog</source>
        <translation>the bundled catalog</translation>
    </message>
    <message>
        <source>Return to the previous catalog update</source>
        <translation>Return to the previous catalog update</translation>
    </message>
    <message>
        <source>Return to the bundled catalog</source>
        <translation>Return to the bundled catalog</translation>
    </message>
    <message>
        <source>&amp;Update catalog…</source>
        <translation>&amp;Update catalog…</translation>
    </message>
</context>
<context>
    <name>WindowFiles</name>
    <message>
        <source>Open scenario</source>
        <translation>Open scenario</translation>
    </message>
    <message>
        <source>Cannot open the scenario</source>
        <translation>Cannot open the scenario</translation>
    </message>
    <message>
        <source>Save scenario</source>
        <translation>Save scenario</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>Cannot save</translation>
    </message>
    <message>
        <source>The scenario could not be saved to %1: %2. Nothing was lost; choose another place.</source>
        <translation>The scenario could not be saved to %1: %2. Nothing was lost; choose another place.</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Unsaved changes</translation>
    </message>
    <message>
        <source>Save the current scenario first?</source>
        <translation>Save the current scenario first?</translation>
    </message>
</context>
<context>
    <name>WindowMenus</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Language</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>Open &amp;recent</translation>
    </message>
    <message>
        <source>&amp;New scenario</source>
        <translation>&amp;New scenario</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Open…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Save</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Save &amp;as…</translation>
    </message>
    <message>
        <source>My &amp;prices and exchange rate…</source>
        <translation>My &amp;prices and exchange rate…</translation>
    </message>
    <message>
        <source>&amp;Import a supplier quote…</source>
        <translation>&amp;Import a supplier quote…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <source>&amp;Glossary</source>
        <translation>&amp;Glossary</translation>
    </message>
    <message>
        <source>&amp;About GPU Advisor</source>
        <translation>&amp;About GPU Advisor</translation>
    </message>
    <message>
        <source>Glossary</source>
        <translation>Glossary</translation>
    </message>
    <message>
        <source>About GPU Advisor</source>
        <translation>About GPU Advisor</translation>
    </message>
    <message>
        <source>GPU Advisor %1
Catalog as of %2
Works offline; sends nothing anywhere.</source>
        <translation>GPU Advisor %1
Catalog as of %2
Works offline; sends nothing anywhere.</translation>
    </message>
</context>
<context>
    <name>WindowPrices</name>
    <message>
        <source>Your prices could not be read</source>
        <translation>Your prices could not be read</translation>
    </message>
    <message>
        <source>Your price file %1 cannot be used; the catalog prices are used instead.</source>
        <translation>Your price file %1 cannot be used; the catalog prices are used instead.</translation>
    </message>
    <message>
        <source>Your price file was damaged and has been set aside as %1. The catalog prices are used instead.</source>
        <translation>Your price file was damaged and has been set aside as %1. The catalog prices are used instead.</translation>
    </message>
    <message>
        <source>Import a supplier quote</source>
        <translation>Import a supplier quote</translation>
    </message>
    <message>
        <source>Quotes (%1)</source>
        <translation>Quotes (%1)</translation>
    </message>
    <message>
        <source>Reading the quote…</source>
        <translation>Reading the quote…</translation>
    </message>
    <message>
        <source>Cannot import the quote</source>
        <translation>Cannot import the quote</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>Cannot save</translation>
    </message>
    <message>
        <source>Your prices were not saved</source>
        <translation>Your prices were not saved</translation>
    </message>
    <message>
        <source>Another window or program changed your price file, and it cannot be merged:</source>
        <translation>Another window or program changed your price file, and it cannot be merged:</translation>
    </message>
</context>
</TS>