"""Translations of the messages the core produces (checks, reasons, suggestions), kept free of Qt.

The GUI's own strings live in Qt .ts files; the core's live here so that the command line, the PDF and
the wizard show the same sentence in the same language. A message is a key plus parameters; it is
rendered in a language only when shown. tests/test_i18n.py fails on a key missing a language or a
placeholder that differs between languages.
"""

from __future__ import annotations

import string
from dataclasses import dataclass, field
from typing import Any

LANGUAGES = ("en", "zh_CN")


@dataclass(frozen=True)
class Text:
    key: str
    params: dict[str, Any] = field(default_factory=dict)

    def render(self, lang: str = "en") -> str:
        template = MESSAGES[self.key]
        return template.get(lang, template["en"]).format(**{k: _show(v, lang) for k, v in self.params.items()})

    def to_dict(self, lang: str = "en") -> dict[str, Any]:
        return {"key": self.key, "text": self.render(lang)}


def _show(value: Any, lang: str) -> Any:
    if isinstance(value, Text):
        return value.render(lang)
    if isinstance(value, float):
        return f"{value:,.1f}" if abs(value) < 100 else f"{value:,.0f}"
    if isinstance(value, int) and not isinstance(value, bool):
        return f"{value:,}"
    return value


def placeholders(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


MESSAGES: dict[str, dict[str, str]] = {
    # ---- compatibility checks: (key.pass / key.warn / key.fail) and their fixes
    "check.cuda.pass": {
        "en": "CUDA {have} supports {arch} cards (needs {need} or newer).",
        "zh_CN": "CUDA {have} 支持 {arch} 架构显卡（需要 {need} 或更新）。",
    },
    "check.cuda.fail": {
        "en": "CUDA {have} is too old for {arch} cards: they need CUDA {need} or newer.",
        "zh_CN": "CUDA {have} 版本过旧，{arch} 架构显卡需要 CUDA {need} 或更新。",
    },
    "check.cuda.unknown": {
        "en": "CUDA version not given; {arch} cards need CUDA {need} or newer.",
        "zh_CN": "未提供 CUDA 版本；{arch} 架构显卡需要 CUDA {need} 或更新。",
    },
    "fix.cuda": {
        "en": "Install CUDA {need} or newer (with a matching NVIDIA driver).",
        "zh_CN": "安装 CUDA {need} 或更新版本（并配套相应的 NVIDIA 驱动）。",
    },
    "check.not_cuda": {
        "en": "{gpu} does not use CUDA: software must support {ecosystem}.",
        "zh_CN": "{gpu} 不使用 CUDA，软件需支持 {ecosystem}。",
    },
    "fix.not_cuda": {
        "en": "Confirm your inference software supports {ecosystem} before buying (e.g. vLLM-Ascend or MindIE for CANN, ROCm builds of vLLM).",
        "zh_CN": "采购前确认推理软件支持 {ecosystem}（如 CANN 平台的 vLLM-Ascend、MindIE，或 ROCm 版 vLLM）。",
    },
    "check.fp8.pass": {
        "en": "{gpu} runs FP8 natively.",
        "zh_CN": "{gpu} 原生支持 FP8。",
    },
    "check.fp8.fail": {
        "en": "{gpu} has no FP8 tensor cores (only Ada, Hopper and Blackwell do): FP8 runs slower, weight-only.",
        "zh_CN": "{gpu} 没有 FP8 张量核心（仅 Ada、Hopper、Blackwell 架构有）：FP8 只能以仅权重方式较慢运行。",
    },
    "fix.fp8": {
        "en": "Use BF16/FP16 or a 4-bit format (AWQ, GPTQ, GGUF) instead, or choose an Ada/Hopper/Blackwell card.",
        "zh_CN": "改用 BF16/FP16 或 4 比特格式（AWQ、GPTQ、GGUF），或选择 Ada/Hopper/Blackwell 架构显卡。",
    },
    "check.bf16.pass": {
        "en": "{gpu} supports BF16 and FlashAttention-2.",
        "zh_CN": "{gpu} 支持 BF16 和 FlashAttention-2。",
    },
    "check.bf16.warn": {
        "en": "{gpu} predates Ampere: no BF16 and no FlashAttention-2, so long prompts are slower and need more memory.",
        "zh_CN": "{gpu} 早于 Ampere 架构：不支持 BF16 与 FlashAttention-2，长文本更慢且更占显存。",
    },
    "fix.bf16": {
        "en": "Run in FP16, or choose an Ampere or newer card (A10, L4, RTX 30/40 series and later).",
        "zh_CN": "使用 FP16 运行，或选择 Ampere 及更新架构的显卡（A10、L4、RTX 30/40 系列及以后）。",
    },
    "check.pytorch.pass": {
        "en": "PyTorch {have} supports {arch} (needs {need} or newer).",
        "zh_CN": "PyTorch {have} 支持 {arch} 架构（需要 {need} 或更新）。",
    },
    "check.pytorch.fail": {
        "en": "PyTorch {have} is too old for {arch}: it needs {need} or newer.",
        "zh_CN": "PyTorch {have} 版本过旧，{arch} 架构需要 {need} 或更新。",
    },
    "check.pytorch.unknown": {
        "en": "PyTorch version not given; {arch} needs {need} or newer.",
        "zh_CN": "未提供 PyTorch 版本；{arch} 架构需要 {need} 或更新。",
    },
    "fix.pytorch": {
        "en": "Upgrade PyTorch to {need} or newer (pip install 'torch>={need}').",
        "zh_CN": "将 PyTorch 升级到 {need} 或更新（pip install 'torch>={need}'）。",
    },
    "check.driver.pass": {
        "en": "Driver {have} supports CUDA up to {cuda}.",
        "zh_CN": "驱动 {have} 最高支持 CUDA {cuda}。",
    },
    "check.driver.fail": {
        "en": "Driver {have} is too old for CUDA {need}: it needs driver {driver_need} or newer.",
        "zh_CN": "驱动 {have} 过旧，CUDA {need} 需要 {driver_need} 或更新的驱动。",
    },
    "fix.driver": {
        "en": "Update the NVIDIA driver to {driver_need} or newer.",
        "zh_CN": "将 NVIDIA 驱动更新到 {driver_need} 或更新版本。",
    },
    "check.power.pass": {
        "en": "The {psu} W power supply covers {need} W ({gpus} W for the cards, {host} W for the rest, 20% margin).",
        "zh_CN": "{psu} W 电源足够：需要 {need} W（显卡 {gpus} W，其余部件 {host} W，含 20% 余量）。",
    },
    "check.power.fail": {
        "en": "The {psu} W power supply is too small: {need} W needed ({gpus} W for the cards, {host} W for the rest, 20% margin).",
        "zh_CN": "{psu} W 电源不足：需要 {need} W（显卡 {gpus} W，其余部件 {host} W，含 20% 余量）。",
    },
    "fix.power": {
        "en": "Fit a power supply of at least {need} W, or choose cards with lower board power.",
        "zh_CN": "更换至少 {need} W 的电源，或选择功耗更低的显卡。",
    },
    "check.growth.pass": {
        "en": "Room to grow: the server keeps 8 GPU positions and 10 kW of power, the source article's rule for a growing server.",
        "zh_CN": "预留扩展空间：服务器保留 8 个 GPU 位置与 10 kW 电源，符合参考文章对扩展型服务器的建议。",
    },
    "check.growth.warn": {
        "en": "For later growth the source article advises 8 GPU positions and about 10 kW of power; this machine has {slots} positions and {psu} W. Fine if you will not add cards.",
        "zh_CN": "参考文章建议为日后扩展预留 8 个 GPU 位置和约 10 kW 电源；本机只有 {slots} 个位置、{psu} W。若不打算加卡则无妨。",
    },
    "fix.growth": {
        "en": "If you expect to add GPUs, buy a chassis with 8 double-width slots and plan a 10 kW power feed.",
        "zh_CN": "如预计日后加卡，请选购带 8 个双宽插槽的机箱，并规划 10 kW 供电。",
    },
    "check.slots.pass": {
        "en": "{count} x {gpu} take {need} slot positions; {have} are free.",
        "zh_CN": "{count} 张 {gpu} 占用 {need} 个插槽位置；现有 {have} 个空闲。",
    },
    "check.slots.fail": {
        "en": "{count} x {gpu} take {need} slot positions ({width} each), but only {have} are free.",
        "zh_CN": "{count} 张 {gpu} 需要 {need} 个插槽位置（每张 {width} 个），但只有 {have} 个空闲。",
    },
    "fix.slots": {
        "en": "Use fewer or thinner cards, or a chassis with more slots.",
        "zh_CN": "减少显卡数量或换用更薄的显卡，或更换插槽更多的机箱。",
    },
    "check.lanes.pass": {
        "en": "{gpu} uses PCIe Gen{gen} x{lanes}.",
        "zh_CN": "{gpu} 使用 PCIe Gen{gen} x{lanes}。",
    },
    "check.lanes.warn": {
        "en": "{gpu} has only x{lanes} PCIe lanes: loading models and multi-card splits are slower.",
        "zh_CN": "{gpu} 仅有 x{lanes} PCIe 通道：加载模型和多卡拆分会更慢。",
    },
    "fix.lanes": {
        "en": "Acceptable for one card; for several cards prefer x16 cards.",
        "zh_CN": "单卡使用可接受；多卡时建议选择 x16 显卡。",
    },
    "check.nvlink.pass": {
        "en": "{gpu} connects over NVLink ({bandwidth} GB/s): fine for splitting training across cards.",
        "zh_CN": "{gpu} 通过 NVLink 互联（{bandwidth} GB/s），适合多卡训练。",
    },
    "check.nvlink.warn": {
        "en": "{gpu} has no NVLink: training split across {count} cards runs over PCIe and scales poorly.",
        "zh_CN": "{gpu} 没有 NVLink：{count} 卡训练只能走 PCIe，扩展效率低。",
    },
    "fix.nvlink": {
        "en": "For multi-GPU training prefer SXM (NVLink) servers, or rent them for the training runs.",
        "zh_CN": "多卡训练建议选择 SXM（NVLink）服务器，或在训练时租用云端 GPU。",
    },
    "check.tp.pass": {
        "en": "{count} cards divide the model's {heads} attention heads evenly.",
        "zh_CN": "{count} 张卡可以均分模型的 {heads} 个注意力头。",
    },
    "check.tp.fail": {
        "en": "{count} cards cannot split the model's {heads} attention heads and {kv} KV heads evenly (tensor parallel).",
        "zh_CN": "{count} 张卡无法均分模型的 {heads} 个注意力头和 {kv} 个 KV 头（张量并行）。",
    },
    "fix.tp": {
        "en": "Use 2, 4 or 8 cards, or split by layers instead.",
        "zh_CN": "使用 2、4 或 8 张卡，或改为按层拆分。",
    },
    "check.ram.pass": {
        "en": "{have} GB of system memory holds the {need} GB of weights while loading.",
        "zh_CN": "{have} GB 系统内存足以在加载时容纳 {need} GB 权重。",
    },
    "check.ram.warn": {
        "en": "{have} GB of system memory is less than the {need} GB of weights: loading will be slow or fail.",
        "zh_CN": "系统内存 {have} GB 小于 {need} GB 的权重：加载会很慢或失败。",
    },
    "fix.ram": {
        "en": "Fit at least {need} GB of system memory.",
        "zh_CN": "至少配置 {need} GB 系统内存。",
    },
    "check.disk.pass": {
        "en": "{have} GB of free disk holds the {need} GB model files.",
        "zh_CN": "{have} GB 可用磁盘空间足以存放 {need} GB 模型文件。",
    },
    "check.disk.fail": {
        "en": "{have} GB of free disk is too little for the {need} GB model files.",
        "zh_CN": "可用磁盘 {have} GB 不足以存放 {need} GB 模型文件。",
    },
    "fix.disk": {
        "en": "Free or add at least {need} GB of fast (NVMe) disk.",
        "zh_CN": "腾出或增加至少 {need} GB 高速（NVMe）磁盘空间。",
    },
    "check.export.pass": {
        "en": "{gpu} can be bought new in your region.",
        "zh_CN": "{gpu} 在您所在地区可以购买全新产品。",
    },
    "check.export.fail": {
        "en": "{gpu} is under export restrictions in your region: new units cannot be bought through normal channels.",
        "zh_CN": "{gpu} 在您所在地区受出口管制，无法通过正规渠道购买新品。",
    },
    "check.market.fail": {
        "en": "{gpu} is made for the Chinese market and is not sold new in your region.",
        "zh_CN": "{gpu} 是面向中国市场的型号，在您所在地区不销售新品。",
    },
    "fix.market": {
        "en": "Consider {alternatives}, which are sold in your region.",
        "zh_CN": "可考虑在您所在地区有售的 {alternatives}。",
    },
    "fix.export": {
        "en": "Consider {alternatives}; domestic accelerators (Huawei Ascend) use CANN instead of CUDA, so check your software first.",
        "zh_CN": "可考虑 {alternatives}；国产加速卡（华为昇腾）使用 CANN 而非 CUDA，请先确认软件兼容。",
    },
    "check.edge_power.pass": {
        "en": "{gpu} draws at most {watts} W, within the site's {limit} W.",
        "zh_CN": "{gpu} 最大功耗 {watts} W，在站点 {limit} W 限额之内。",
    },
    "check.edge_power.fail": {
        "en": "{gpu} draws up to {watts} W, more than the site's {limit} W.",
        "zh_CN": "{gpu} 最大功耗 {watts} W，超过站点 {limit} W 的限额。",
    },
    "fix.edge_power": {
        "en": "Choose a lower-power module, or cap its power mode (nvpmodel) and accept lower speed.",
        "zh_CN": "选择功耗更低的模组，或限制功耗模式（nvpmodel）并接受更低速度。",
    },
    "check.server_consumer.pass": {
        "en": "{gpu} is built for servers (passive cooling, 24/7 duty, data-centre driver licence).",
        "zh_CN": "{gpu} 为服务器设计（被动散热、7×24 运行、数据中心驱动许可）。",
    },
    "check.server_consumer.warn": {
        "en": "{gpu} is a consumer card: its open-air fans and the GeForce driver licence (which excludes data-centre use) are ill-suited to a server room.",
        "zh_CN": "{gpu} 是消费级显卡：其开放式风扇散热及 GeForce 驱动许可（不允许数据中心使用）都不适合机房。",
    },
    "fix.server_consumer": {
        "en": "Fine for a pilot; for production prefer a data-centre card (L40S, L20, A10, H20...).",
        "zh_CN": "试点可用；正式生产建议选用数据中心显卡（L40S、L20、A10、H20 等）。",
    },
    "check.fits.pass": {
        "en": "The model needs {need} GB per card of the {have} GB usable.",
        "zh_CN": "模型每张卡需要 {need} GB，可用 {have} GB。",
    },
    "check.fits.fail": {
        "en": "The model needs {need} GB per card but only {have} GB is usable.",
        "zh_CN": "模型每张卡需要 {need} GB，但只有 {have} GB 可用。",
    },
    "fix.fits": {
        "en": "Use more cards, a smaller format (4-bit), a shorter context or a smaller model.",
        "zh_CN": "增加显卡、改用更小的量化格式（4 比特）、缩短上下文或换用更小的模型。",
    },
    # ---- reasons shown next to ranked options
    "reason.fits_headroom": {
        "en": "{model} at {quant} fits with {headroom} GB to spare per card.",
        "zh_CN": "{model}（{quant}）可以装下，每张卡还余 {headroom} GB。",
    },
    "reason.too_small": {
        "en": "{memory} GB is too small for {model} at {quant}: it needs {need} GB per card. Use more cards or a 4-bit format.",
        "zh_CN": "{memory} GB 显存装不下 {quant} 的 {model}（每卡需要 {need} GB），需更多显卡或 4 比特量化。",
    },
    "reason.speed_ok": {
        "en": "Each of {users} users gets about {speed} tokens/s ({low}-{high}), above the {wanted} wanted.",
        "zh_CN": "{users} 位用户每人约 {speed} token/秒（{low}-{high}），高于期望的 {wanted}。",
    },
    "reason.speed_short": {
        "en": "Each of {users} users gets only about {speed} tokens/s ({low}-{high}), below the {wanted} wanted.",
        "zh_CN": "{users} 位用户每人只有约 {speed} token/秒（{low}-{high}），低于期望的 {wanted}。",
    },
    "reason.cost": {
        "en": "Costs {total} {currency} over {years} years ({upfront} up front).",
        "zh_CN": "{years} 年总成本 {total} {currency}（首期投入 {upfront}）。",
    },
    "reason.cloud_cost": {
        "en": "Renting costs {monthly} {currency} a month, {total} over {years} years, nothing up front.",
        "zh_CN": "租用每月 {monthly} {currency}，{years} 年共 {total}，无需首期投入。",
    },
    "reason.over_budget": {
        "en": "Over the budget of {budget} {currency}.",
        "zh_CN": "超出 {budget} {currency} 的预算。",
    },
    "reason.break_even": {
        "en": "Buying pays off against renting {instance} after {months} months.",
        "zh_CN": "与租用 {instance} 相比，购买在第 {months} 个月回本。",
    },
    "reason.never_breaks_even": {
        "en": "Renting {instance} stays cheaper than buying over the whole horizon.",
        "zh_CN": "在整个使用期内，租用 {instance} 始终比购买便宜。",
    },
    "reason.no_price": {
        "en": "No price for {gpu} in the catalog: enter one in the price editor to compare it.",
        "zh_CN": "目录中没有 {gpu} 的价格：请在价格编辑器中填写后再比较。",
    },
    "reason.stale_price": {
        "en": "The price of {gpu} is from {date}, older than six months: check it with a supplier.",
        "zh_CN": "{gpu} 的价格来自 {date}，已超过六个月，请向供应商核实。",
    },
    "reason.used": {
        "en": "Priced as a used card.",
        "zh_CN": "按二手卡价格计算。",
    },
    "reason.fine_tune_job": {
        "en": "One fine-tuning run takes about {hours} hours ({low}-{high}) and {cost} {currency} of electricity or rent.",
        "zh_CN": "一次微调约需 {hours} 小时（{low}-{high}），电费或租金约 {cost} {currency}。",
    },
    "reason.hybrid": {
        "en": "Own {gpu} for daily use and rent {instance} for the {runs} fine-tuning runs a year.",
        "zh_CN": "日常推理使用自有 {gpu}，每年 {runs} 次微调时租用 {instance}。",
    },
    "reason.avoid_check": {
        "en": "Avoid: {problem}",
        "zh_CN": "不建议：{problem}",
    },
    "reason.restricted": {
        "en": "Export-restricted in your region.",
        "zh_CN": "在您所在地区受出口管制。",
    },
    # ---- suggestions when nothing fits
    "suggest.lower_precision": {
        "en": "Use {quant}: {option} would then fit, for {cost} {currency}.",
        "zh_CN": "改用 {quant}：{option} 即可装下，费用 {cost} {currency}。",
    },
    "suggest.shorter_context": {
        "en": "Shorten the context to {context} tokens: {option} would then fit, for {cost} {currency}.",
        "zh_CN": "把上下文缩短到 {context} 个 token：{option} 即可装下，费用 {cost} {currency}。",
    },
    "suggest.smaller_model": {
        "en": "Use the smaller {model}: {option} would run it, for {cost} {currency}.",
        "zh_CN": "改用更小的 {model}：{option} 即可运行，费用 {cost} {currency}。",
    },
    "suggest.more_gpus": {
        "en": "Raise the budget to {cost} {currency}: {option} fits.",
        "zh_CN": "把预算提高到 {cost} {currency}：{option} 可以装下。",
    },
    "suggest.server_room": {
        "en": "Move it to a server room: {option} runs it, for {cost} {currency} over the horizon.",
        "zh_CN": "改为部署在机房：{option} 可以运行，使用期总费用 {cost} {currency}。",
    },
    "suggest.cloud": {
        "en": "Rent {option} in the cloud for {monthly} {currency} a month.",
        "zh_CN": "在云上租用 {option}，每月 {monthly} {currency}。",
    },
    "suggest.nothing": {
        "en": "Nothing in the catalog can run this model as asked; lower the precision, the context or the model size.",
        "zh_CN": "目录中没有任何配置能按要求运行该模型；请降低精度、上下文长度或模型规模。",
    },
    # ---- labels
    "label.recommended": {"en": "Recommended", "zh_CN": "首选"},
    "label.alternative": {"en": "Budget alternative", "zh_CN": "平替"},
    "label.substitute": {"en": "Alternative", "zh_CN": "替代方案"},
    "label.avoid": {"en": "Avoid", "zh_CN": "踩雷"},
    "label.option": {"en": "Option", "zh_CN": "备选"},
    "label.hybrid": {"en": "Hybrid", "zh_CN": "混合方案"},
}
